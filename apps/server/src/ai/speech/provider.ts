/**
 * Speech to text (ARCHITECTURE.md "AI capabilities": `ASR_BASE_URL`, `/audio/transcriptions`):
 * class recordings and voice notes to text with timestamps. Without a service the teacher uploads
 * a transcript instead; nothing is made up.
 */

/** One piece of the transcript with its place in the audio. */
export interface TranscriptSegment {
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
  text: string;
}

/** The audio and how to read it. */
export interface TranscriptionRequest {
  audio: Uint8Array;
  /** Sent as the file name (servers guess the format from it): `lesson.mp3`, `note.webm`. */
  filename: string;
  /** `audio/mpeg`, `audio/wav`, `audio/webm`… */
  mimeType: string;
  /** ISO-639-1 hint (default `zh`). */
  language?: string;
  /** Words the audio likely contains (names, subject terms), as Whisper's `prompt`. */
  prompt?: string;
  signal?: AbortSignal;
}

/** What the service heard. */
export interface Transcript {
  text: string;
  /**
   * With timestamps when the service answered `verbose_json`; empty when it could only give plain
   * text (then `timestamps` is false and no times are invented).
   */
  segments: TranscriptSegment[];
  timestamps: boolean;
  /** The detected or given language, when the service said. */
  language?: string;
  /** Length of the audio in seconds, when the service said. */
  duration?: number;
}

/** Transcribes audio. Every failure is an `UpstreamError` of capability `speech`. */
export interface SpeechProvider {
  readonly name: string;
  /** False for the fallback. */
  readonly available: boolean;
  transcribe(request: TranscriptionRequest): Promise<Transcript>;
}
