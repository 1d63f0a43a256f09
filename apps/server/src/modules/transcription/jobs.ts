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
  audioTooBigToSplit,
  MSG_TRANSCRIBING,
  SPEECH_UPLOAD_MAX_BYTES,
  transcribingPart,
  type AudioFormat,
} from '@aita/core';
import { and, eq } from 'drizzle-orm';
import type { AiProviders } from '../../ai/providers';
import type { Transcript } from '../../ai/speech/provider';
import { isUpstreamError } from '../../ai/upstream-error';
import type { Db } from '../../db/database';
import { recordings, type StoredTranscript } from '../../db/schema';
import { JobFailure, type JobHandler } from '../../jobs';
import type { ObjectSink } from '../../platform/intake';
import { files } from '../files';
import { analysisInstruction, analysisSchema, ANALYSIS_SYSTEM, toAnalysis } from './analysis';
import { splitForUpload } from './split';

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
  /** The largest piece sent in one request (tests make it small). */
  maxUploadBytes?: number;
}): JobHandler<{ recordingId: string }, { recordingId: string; segments: number }> {
  const { db, ai, sink, maxUploadBytes = SPEECH_UPLOAD_MAX_BYTES } = deps;
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
        const pieces = splitForUpload(audio, row.format as AudioFormat, maxUploadBytes);
        if (!pieces) throw new JobFailure(audioTooBigToSplit(maxUploadBytes));
        let heard: Transcript;
        try {
          heard = await transcribePieces(
            pieces,
            async (i) => {
              if (pieces.length > 1)
                await progress(
                  5 + Math.round((70 * i) / pieces.length),
                  transcribingPart(i + 1, pieces.length),
                );
            },
            (piece, prompt) =>
              ai.speech.transcribe({
                audio: piece,
                filename: `recording.${row.format}`,
                mimeType: file.mime,
                language: 'zh',
                ...(prompt ? { prompt } : {}),
                signal,
              }),
          );
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

/** How much of the text heard so far goes with the next piece, as Whisper's `prompt`. */
const PROMPT_TAIL_CHARS = 200;

/**
 * Sends the pieces one after another and joins what was heard: each piece's times moved by its
 * offset, the tail of the text so far as the next piece's prompt (so a sentence cut in two reads
 * on), timestamps only when every piece had them.
 */
export async function transcribePieces(
  pieces: { bytes: Uint8Array; offsetSeconds: number }[],
  before: (index: number) => Promise<void>,
  send: (bytes: Uint8Array, prompt: string) => Promise<Transcript>,
): Promise<Transcript> {
  let text = '';
  const segments: Transcript['segments'] = [];
  let timestamps = true;
  let language: string | undefined;
  let duration: number | undefined;
  for (const [index, piece] of pieces.entries()) {
    await before(index);
    const heard = await send(piece.bytes, text.slice(-PROMPT_TAIL_CHARS));
    text += heard.text;
    timestamps &&= heard.timestamps;
    for (const s of heard.segments)
      segments.push({
        ...s,
        start: s.start + piece.offsetSeconds,
        end: s.end + piece.offsetSeconds,
      });
    language ??= heard.language;
    if (heard.duration !== undefined) duration = piece.offsetSeconds + heard.duration;
  }
  return {
    text,
    segments: timestamps ? segments : [],
    timestamps,
    ...(language ? { language } : {}),
    ...(duration !== undefined ? { duration } : {}),
  };
}
