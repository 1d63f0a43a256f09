/**
 * The transcription job (docs/transcription.md "The job"): the recording goes to the speech
 * service once; with a chat model its transcript is then summarised and, for a lesson, observed.
 * What each step wrote is kept on the recording's row, so a job that runs again (a restart, a
 * lost lease) skips what was done.
 */
import {
  MSG_ANALYSING,
  MSG_ANALYSIS_FAILED,
  MSG_ANALYSIS_NEEDS_MODEL,
  MSG_AUDIO_EMPTY,
  MSG_AUDIO_FILE_NOT_FOUND,
  MSG_TRANSCRIBING,
} from '@aita/core';
import { and, eq } from 'drizzle-orm';
import type { AiProviders } from '../../ai/providers';
import { isUpstreamError } from '../../ai/upstream-error';
import type { Db } from '../../db/database';
import { recordings, type StoredTranscript } from '../../db/schema';
import { JobFailure, type JobHandler } from '../../jobs';
import type { ObjectSink } from '../../platform/intake';
import { files } from '../files';
import { analysisInstruction, analysisSchema, ANALYSIS_SYSTEM, toAnalysis } from './analysis';

/** The job kind of a recording's transcription. */
export const TRANSCRIBE_JOB = 'transcription.transcribe';

/** The upstream failures another attempt may cure (busy, down, slow, cut off). */
const retryable = (error: unknown) =>
  isUpstreamError(error) &&
  (error.type === 'timeout' ||
    error.type === 'network' ||
    (error.type === 'http' && (error.status === 429 || (error.status ?? 0) >= 500)));

/** The handler of {@link TRANSCRIBE_JOB}: payload `{ recordingId }`. */
export function createTranscribeJob(deps: {
  db: Db;
  ai: AiProviders;
  sink: ObjectSink;
}): JobHandler<{ recordingId: string }, { recordingId: string; segments: number }> {
  const { db, ai, sink } = deps;
  return {
    kind: TRANSCRIBE_JOB,
    concurrency: 2,
    maxAttempts: 3,
    // Long recordings: the speech call may take minutes; progress renews the lease.
    leaseMs: 10 * 60_000,
    async run({ job, signal, progress }) {
      const { recordingId } = job.payload;
      const [row] = await db.select().from(recordings).where(eq(recordings.id, recordingId));
      if (!row) return { recordingId, segments: 0 };
      let transcript = row.transcript;
      if (!transcript) {
        await progress(5, MSG_TRANSCRIBING);
        const [file] = await db
          .select()
          .from(files)
          .where(and(eq(files.id, row.fileId), eq(files.ownerUid, row.ownerUid)));
        if (!file) throw new JobFailure(MSG_AUDIO_FILE_NOT_FOUND);
        const audio = new Uint8Array(await sink.read(file.storageKey));
        let heard;
        try {
          heard = await ai.speech.transcribe({
            audio,
            filename: `recording.${row.format}`,
            mimeType: file.mime,
            language: 'zh',
            signal,
          });
        } catch (error) {
          if (isUpstreamError(error)) {
            throw new JobFailure(error.teacherMessage, {
              retryable: retryable(error),
              cause: error,
            });
          }
          throw error;
        }
        if (!heard.text.trim() && heard.segments.every((s) => !s.text.trim())) {
          throw new JobFailure(MSG_AUDIO_EMPTY);
        }
        const stored: StoredTranscript = {
          text: heard.text,
          segments: heard.segments.filter((s) => s.text.trim() !== ''),
          timestamps: heard.timestamps,
          ...(heard.language ? { language: heard.language } : {}),
        };
        transcript = stored;
        await db
          .update(recordings)
          .set({
            transcript: stored,
            // A browser recording has no length in its headers: the service's is then used.
            ...(row.duration === 0 && heard.duration ? { duration: heard.duration } : {}),
            updatedAt: new Date(),
          })
          .where(eq(recordings.id, recordingId));
      }
      if (row.analysis === null) {
        let analysisNote = '';
        let analysis = null;
        if (!ai.capabilities().chat) {
          analysisNote = MSG_ANALYSIS_NEEDS_MODEL;
        } else {
          await progress(80, MSG_ANALYSING);
          try {
            const { data } = await ai.structured.generate({
              schema: analysisSchema,
              system: ANALYSIS_SYSTEM,
              instruction: analysisInstruction(row.scene, transcript.segments, transcript.text),
              signal,
            });
            analysis = toAnalysis(row.scene, transcript.segments, data);
          } catch (error) {
            if (signal.aborted) throw error;
            // The transcript stands on its own: a failed summary is said, not a failed job.
            analysisNote = MSG_ANALYSIS_FAILED;
          }
        }
        await db
          .update(recordings)
          .set({ analysis, analysisNote, updatedAt: new Date() })
          .where(eq(recordings.id, recordingId));
      }
      return { recordingId, segments: transcript.segments.length };
    },
  };
}
