/**
 * Limits and choices of audio to text (docs/transcription.md): what a recording may be, how it
 * is labelled, how often the page asks after the job.
 */

/** Longest recording accepted, in seconds: two hours (a double lesson, a long meeting). */
export const AUDIO_MAX_SECONDS = 2 * 60 * 60;

/** Formats a teacher uploads (the browser recorder makes webm or, on Safari, m4a). */
export const AUDIO_FORMATS = ['mp3', 'm4a', 'wav', 'webm'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

/** What the `accept` attribute of the file input lists. */
export const AUDIO_ACCEPT = '.mp3,.m4a,.wav,.webm,audio/mpeg,audio/mp4,audio/wav,audio/webm';

/** What kind of recording it is: a lesson gets the 课堂观察 as well. */
export const AUDIO_SCENES = [
  { id: 'lesson', name: '课堂录音' },
  { id: 'meeting', name: '会议' },
  { id: 'call', name: '家长沟通' },
] as const;
export type AudioScene = (typeof AUDIO_SCENES)[number]['id'];
export const AUDIO_SCENE_IDS = AUDIO_SCENES.map((s) => s.id) as [AudioScene, ...AudioScene[]];

/** A recording's title, in characters. */
export const AUDIO_TITLE_MAX = 60;

/** Recordings per page of `/audio/list`. */
export const AUDIO_PAGE_SIZE = 20;

/** How often the page asks `/audio/text` while a transcription runs. */
export const TRANSCRIPTION_POLL_MS = 2000;

/** Where a transcription stands. */
export const TRANSCRIPTION_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type TranscriptionState = (typeof TRANSCRIPTION_STATES)[number];

/** What a transcript exports to. */
export const TRANSCRIPT_EXPORT_FORMATS = ['docx', 'txt', 'srt'] as const;
export type TranscriptExportFormat = (typeof TRANSCRIPT_EXPORT_FORMATS)[number];

/** Kinds of question a teacher asks, for the 课堂观察 (a common classroom-observation split). */
export const TEACHER_QUESTION_TYPES = [
  { id: 'recall', name: '识记型' },
  { id: 'understand', name: '理解型' },
  { id: 'apply', name: '应用型' },
  { id: 'open', name: '开放型' },
  { id: 'manage', name: '组织管理型' },
] as const;
export type TeacherQuestionType = (typeof TEACHER_QUESTION_TYPES)[number]['id'];
export const TEACHER_QUESTION_TYPE_IDS = TEACHER_QUESTION_TYPES.map((q) => q.id) as [
  TeacherQuestionType,
  ...TeacherQuestionType[],
];

/**
 * The largest piece of a recording sent to the speech service in one request. OpenAI's
 * `/audio/transcriptions` takes at most 25 MB, and compatible servers copy the limit; a little
 * under it leaves room for the multipart envelope. Longer MP3 and WAV recordings are cut on
 * frame boundaries into pieces of at most this size (docs/transcription.md "Long recordings").
 */
export const SPEECH_UPLOAD_MAX_BYTES = 24 * 1000 * 1000;

/** Formats the server can cut into pieces without decoding them. */
export const AUDIO_SPLITTABLE_FORMATS: readonly AudioFormat[] = ['mp3', 'wav'];

/**
 * What the browser recorder asks for, bits per second: Opus at 24 kbit/s is clear speech and keeps
 * two hours (≈ 21.6 MB) under {@link SPEECH_UPLOAD_MAX_BYTES}, since a webm cannot be cut.
 */
export const RECORDER_AUDIO_BITS_PER_SECOND = 24_000;
