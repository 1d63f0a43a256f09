/**
 * Recordings and their transcripts (docs/transcription.md "Model"). The audio itself is an
 * uploaded file (the `files` table, kind `audio`); a recording adds what its headers said
 * (format, duration), the transcription job, the transcript and, with a model, its analysis.
 */
import type { AudioScene, TranscriptSegment } from '@aita/core';
import { index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './identity';

/** What the speech service heard. */
export interface StoredTranscript {
  text: string;
  segments: TranscriptSegment[];
  timestamps: boolean;
  language?: string;
}

/** A teacher's recording and its transcript. */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUid: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The uploaded file (files.id); its bytes are read by the job. */
    fileId: uuid().notNull(),
    title: text().notNull(),
    scene: text().$type<AudioScene>().notNull(),
    /** mp3 | m4a | wav | webm, as decoded from the bytes. */
    format: text().notNull(),
    /** Seconds, from the decoded headers. */
    duration: real().notNull(),
    size: integer().notNull(),
    /** The transcription job (jobs.id); null only between insert and enqueue. */
    jobId: uuid(),
    transcript: jsonb().$type<StoredTranscript>(),
    /** The chat model's summary, questions and 课堂观察 (transcription contract shape). */
    analysis: jsonb().$type<Record<string, unknown>>(),
    /** Why there is no analysis, or how it was estimated (Chinese). */
    analysisNote: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [index().on(t.ownerUid, t.createdAt)],
);
