/**
 * Audio to text's service (docs/transcription.md): recordings made from uploaded audio, checked
 * by decoding, transcribed by a job, listed, read and exported. Every call is scoped to the
 * teacher: another teacher's recording is "not found" (40004), whatever its id.
 */
import {
  AUDIO_FORMATS,
  AUDIO_MAX_SECONDS,
  AUDIO_TITLE_MAX,
  Code,
  MSG_AUDIO_FILE_NOT_FOUND,
  audioTooBigToSplit,
  AUDIO_SPLITTABLE_FORMATS,
  SPEECH_UPLOAD_MAX_BYTES,
  MSG_AUDIO_FORMAT,
  MSG_AUDIO_NEEDS_SPEECH,
  MSG_AUDIO_NOT_AUDIO,
  MSG_AUDIO_NOT_FOUND,
  MSG_ANALYSIS_NEEDS_MODEL,
  MSG_NO_TIMESTAMPS,
  MSG_TRANSCRIPT_NOT_READY,
  MSG_TRANSCRIPTION_QUEUED,
  type TranscriptionState,
} from '@aita/core';
import type { Body, Data, transcription } from '@aita/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AiProviders } from '../../ai/providers';
import type { Db } from '../../db/database';
import { recordings } from '../../db/schema';
import type { JobQueue, JobView } from '../../jobs';
import { DomainError } from '../../platform/errors';
import type { ObjectSink } from '../../platform/intake';
import { files } from '../files';
import { TRANSCRIBE_JOB } from './jobs';
import { AudioRefusal, probeAudio } from './probe';

type Row = typeof recordings.$inferSelect;
type Summary = Data<typeof transcription.audioAsync>;
type Transcript = Data<typeof transcription.audioText>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The recording's state from its job's. */
function stateOf(job: JobView | null): TranscriptionState {
  if (!job) return 'queued';
  if (job.state === 'succeeded') return 'done';
  if (job.state === 'failed' || job.state === 'cancelled') return 'failed';
  return job.state === 'running' ? 'running' : 'queued';
}

const notFound = () => new DomainError(Code.NOT_FOUND, MSG_AUDIO_NOT_FOUND);

/** A title from the file name when the teacher gave none. */
function titleOf(given: string | undefined, fileName: string): string {
  const base = (given?.trim() || fileName.replace(/\.[^.]+$/, '')).replace(/\s+/g, ' ').trim();
  return Array.from(base || '录音')
    .slice(0, AUDIO_TITLE_MAX)
    .join('');
}

/** Creates the service (a factory, so tests pass their own database, queue and store). */
export function createTranscriptionService(deps: {
  db: Db;
  jobs: JobQueue;
  ai: AiProviders;
  sink: ObjectSink;
  maxBytes: number;
  /** The largest piece one speech request carries (ASR_MAX_UPLOAD_MB); undefined: the default. */
  maxUploadBytes?: number;
}) {
  const { db, jobs, ai, sink, maxBytes, maxUploadBytes = SPEECH_UPLOAD_MAX_BYTES } = deps;

  async function own(uid: number, audioId: string): Promise<Row> {
    if (!UUID.test(audioId)) throw notFound();
    const [row] = await db
      .select()
      .from(recordings)
      .where(and(eq(recordings.id, audioId), eq(recordings.ownerUid, uid)));
    if (!row) throw notFound();
    return row;
  }

  async function summary(row: Row): Promise<Summary> {
    const job = row.jobId ? await jobs.get(row.jobId, row.ownerUid) : null;
    const state = stateOf(job);
    return {
      audioId: row.id,
      title: row.title,
      scene: row.scene,
      format: row.format,
      duration: row.duration,
      size: row.size,
      state,
      progress: state === 'done' ? 100 : (job?.progress ?? 0),
      stage: state === 'queued' && !job?.stage ? MSG_TRANSCRIPTION_QUEUED : (job?.stage ?? ''),
      error: state === 'failed' ? (job?.error ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /** What can be done here, before anything is uploaded. */
    config(): Data<typeof transcription.voiceConfig> {
      const { speech, chat } = ai.capabilities();
      return {
        speech,
        analysis: chat,
        formats: [...AUDIO_FORMATS],
        maxSeconds: AUDIO_MAX_SECONDS,
        maxBytes,
        pieceMaxBytes: speech ? maxUploadBytes : 0,
        note: !speech ? MSG_AUDIO_NEEDS_SPEECH : chat ? '' : MSG_ANALYSIS_NEEDS_MODEL,
      };
    },

    /**
     * A recording from an uploaded audio file: decoded and checked, stored, its job enqueued.
     * The same file again answers the same recording (a replayed press).
     */
    async start(uid: number, body: Body<typeof transcription.audioAsync>): Promise<Summary> {
      if (!ai.capabilities().speech)
        throw new DomainError(Code.INVALID_PARAM, MSG_AUDIO_NEEDS_SPEECH);
      const [file] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, body.fileId), eq(files.ownerUid, uid)));
      if (!file) throw new DomainError(Code.NOT_FOUND, MSG_AUDIO_FILE_NOT_FOUND);
      if (file.kind !== 'audio') throw new DomainError(Code.INVALID_PARAM, MSG_AUDIO_NOT_AUDIO);
      const [replay] = await db
        .select()
        .from(recordings)
        .where(and(eq(recordings.ownerUid, uid), eq(recordings.fileId, file.id)));
      if (replay) return summary(replay);
      if (!(AUDIO_FORMATS as readonly string[]).includes(file.format)) {
        throw new DomainError(Code.INVALID_PARAM, MSG_AUDIO_FORMAT);
      }
      let probed;
      try {
        probed = await probeAudio(new Uint8Array(await sink.read(file.storageKey)));
      } catch (error) {
        if (error instanceof AudioRefusal) throw new DomainError(Code.INVALID_PARAM, error.message);
        throw error;
      }
      // Only MP3 and WAV can be cut into pieces the speech service takes (split.ts).
      if (file.size > maxUploadBytes && !AUDIO_SPLITTABLE_FORMATS.includes(probed.format))
        throw new DomainError(Code.INVALID_PARAM, audioTooBigToSplit(maxUploadBytes));
      const [row] = await db
        .insert(recordings)
        .values({
          ownerUid: uid,
          fileId: file.id,
          title: titleOf(body.title, file.name),
          scene: body.scene,
          format: probed.format,
          duration: probed.duration ?? 0,
          size: file.size,
        })
        .returning();
      if (!row) throw new Error('insert returned no recording');
      const job = await jobs.enqueue(
        TRANSCRIBE_JOB,
        { recordingId: row.id },
        { ownerUid: uid, dedupeKey: row.id },
      );
      const [saved] = await db
        .update(recordings)
        .set({ jobId: job.id })
        .where(eq(recordings.id, row.id))
        .returning();
      return summary(saved ?? row);
    },

    async list(uid: number, page: number, pageSize: number) {
      const rows = await db
        .select()
        .from(recordings)
        .where(eq(recordings.ownerUid, uid))
        .orderBy(desc(recordings.createdAt), desc(recordings.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(recordings)
        .where(eq(recordings.ownerUid, uid));
      return { list: await Promise.all(rows.map(summary)), total: total?.n ?? 0 };
    },

    /** The recording's state and, once transcribed, its sentences and analysis. */
    async text(uid: number, audioId: string): Promise<Transcript> {
      const row = await own(uid, audioId);
      const base = await summary(row);
      const t = row.transcript;
      const noTimes = t && !t.timestamps ? MSG_NO_TIMESTAMPS : '';
      return {
        ...base,
        text: t?.text ?? '',
        timestamps: t?.timestamps ?? false,
        segments: t?.segments ?? [],
        analysis: (row.analysis as Transcript['analysis']) ?? null,
        analysisNote: [row.analysisNote, noTimes].filter(Boolean).join(' '),
      };
    },

    /** The recording's bytes and type (for the player). */
    async audio(uid: number, audioId: string) {
      const row = await own(uid, audioId);
      const [file] = await db.select().from(files).where(eq(files.id, row.fileId));
      if (!file) throw new DomainError(Code.NOT_FOUND, MSG_AUDIO_FILE_NOT_FOUND);
      return { bytes: await sink.read(file.storageKey), mime: file.mime };
    },

    /** The transcript for export; refused until it is done. */
    async finished(uid: number, audioId: string): Promise<Transcript> {
      const t = await this.text(uid, audioId);
      if (t.state !== 'done') throw new DomainError(Code.CONFLICT, MSG_TRANSCRIPT_NOT_READY);
      return t;
    },

    /** Deletes the recording and its transcript, stopping its job (the upload stays in files). */
    async remove(uid: number, audioId: string) {
      const row = await own(uid, audioId);
      if (row.jobId) await jobs.cancel(row.jobId, uid);
      await db.delete(recordings).where(eq(recordings.id, row.id));
      return null;
    },
  };
}

export type TranscriptionService = ReturnType<typeof createTranscriptionService>;
