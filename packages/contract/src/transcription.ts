/**
 * Audio to text (spec §7 "POST /v1/aitalk/…/audio/async, /audio/list; GET /v1/aitalk/audio/text
 * (query params)"; "POST /v1/voice/config"; docs/transcription.md). The spec shows no shapes:
 * a recording is uploaded through `/v1/file/upload` (kind `audio`) and `/audio/async {fileId}`
 * starts its transcription job; `/audio/text?audioId=` answers the state and, once done, the
 * sentences with their times and, with a model, the summary and 课堂观察.
 */
import {
  AUDIO_PAGE_SIZE,
  AUDIO_SCENE_IDS,
  AUDIO_TITLE_MAX,
  TEACHER_QUESTION_TYPE_IDS,
  TRANSCRIPT_EXPORT_FORMATS,
  TRANSCRIPTION_STATES,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageFields, textField, uuidField } from './fields';
import { paths } from './paths';

/** `{ audioId }` of a recording. */
const audioIdBody = z.object({ audioId: uuidField });

const segmentSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });

/** What the chat model made of the transcript (absent without a model). */
export const transcriptAnalysisSchema = z.object({
  summary: z.string(),
  /** The questions the teacher asked, with where they were asked and of what kind. */
  questions: z.array(
    z.object({
      text: z.string(),
      start: z.number().nullable(),
      type: z.enum(TEACHER_QUESTION_TYPE_IDS),
    }),
  ),
  /** 课堂观察, lesson recordings only. */
  observation: z
    .object({
      /** Seconds of speech by who the model thinks spoke (no voice separation: an estimate). */
      teacherSeconds: z.number(),
      studentSeconds: z.number(),
      unknownSeconds: z.number(),
      /** How many questions of each kind. */
      questionTypes: z.array(
        z.object({ type: z.enum(TEACHER_QUESTION_TYPE_IDS), count: z.number() }),
      ),
      notes: z.array(z.string()),
      /** Says plainly how talk time was estimated. */
      method: z.string(),
    })
    .nullable(),
});

/** One recording as listed and as `/audio/text` starts. */
export const audioSummarySchema = z.object({
  audioId: z.string(),
  title: z.string(),
  scene: z.enum(AUDIO_SCENE_IDS),
  format: z.string(),
  /** Seconds, read from the file's headers. */
  duration: z.number(),
  size: z.number(),
  state: z.enum(TRANSCRIPTION_STATES),
  progress: z.number(),
  stage: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

/** Transcription endpoints. */
export const transcription = {
  /** `POST /v1/aitalk/audio/async {fileId, title?, scene}` → the recording, its job queued. */
  audioAsync: endpoint(paths.transcription.audioAsync, {
    body: z.object({
      fileId: uuidField,
      title: textField(AUDIO_TITLE_MAX * 4).optional(),
      scene: z.enum(AUDIO_SCENE_IDS, { message: '取值无效' }).default('lesson'),
    }),
    data: audioSummarySchema,
  }),
  /** `POST /v1/aitalk/audio/list {page, pageSize}`: the teacher's recordings, newest first. */
  audioList: endpoint(paths.transcription.audioList, {
    body: z.object(pageFields(AUDIO_PAGE_SIZE)),
    data: z.object({ list: z.array(audioSummarySchema), total: z.number() }),
  }),
  /** `GET /v1/aitalk/audio/text?audioId=`: the state, and once done the transcript. */
  audioText: endpoint(paths.transcription.audioText, {
    query: audioIdBody,
    data: audioSummarySchema.extend({
      text: z.string(),
      /** False when the speech service gave text without times (no highlight then). */
      timestamps: z.boolean(),
      segments: z.array(segmentSchema),
      analysis: transcriptAnalysisSchema.nullable(),
      /** Why there is no analysis, or how far it is to be trusted (Chinese). */
      analysisNote: z.string(),
    }),
  }),
  /** `POST /v1/voice/config`: whether recordings can be transcribed here, and the limits. */
  voiceConfig: endpoint(paths.transcription.voiceConfig, {
    body: z.object({}).passthrough(),
    data: z.object({
      speech: z.boolean(),
      analysis: z.boolean(),
      formats: z.array(z.string()),
      maxSeconds: z.number(),
      maxBytes: z.number(),
      /** The largest M4A/WebM taken (MP3 and WAV are cut into pieces of this size); 0 without speech. */
      pieceMaxBytes: z.number(),
      note: z.string(),
    }),
  }),
  /** `POST /v1/aitalk/audio/file {audioId}`: the recording's bytes. */
  audioFile: endpoint(paths.transcription.audioFile, { body: audioIdBody }),
  /** `POST /v1/aitalk/audio/export {audioId, format}`: .docx, .txt or .srt. */
  audioExport: endpoint(paths.transcription.audioExport, {
    body: audioIdBody.extend({
      format: z.enum(TRANSCRIPT_EXPORT_FORMATS, { message: '取值无效' }),
    }),
  }),
  /** `POST /v1/aitalk/audio/delete {audioId}`: the recording and its transcript (the upload stays). */
  audioDelete: endpoint(paths.transcription.audioDelete, { body: audioIdBody, data: z.null() }),
} as const;
