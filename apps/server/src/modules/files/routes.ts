import { files as endpoints, parseRequest, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { JobQueue, JobView } from '../../jobs';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import {
  FILE_KINDS,
  INTAKE_MESSAGES,
  IntakeError,
  sanitizeFileName,
  tooLargeMessage,
  type FileKind,
  type ReceivedFile,
} from '../../platform/intake';
import { EXTRACT_TEXT_JOB, extractJobKey } from './jobs';
import { MSG_FILE_NOT_FOUND, MSG_NEEDS_OCR, MSG_NO_TEXT_AUDIO, STAGE_QUEUED } from './messages';
import { FileNotFoundError, type FileRow, type FileService } from './service';

/** Characters of extracted text the detail call shows. */
export const TEXT_PREVIEW_CHARS = 500;

/** Reads a body with its contract schema (the contract words the 40001 refusal). */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = parseRequest(schema, body);
  if (!parsed.success) throw new DomainError(Code.INVALID_PARAM, parsed.msg);
  return parsed.data;
}

const refuse = (message: string) => new DomainError(Code.INVALID_PARAM, message);

/** The extraction job as the teacher sees it: state, progress, a Chinese stage and error. */
function describeJob(job: JobView | null): Data<typeof endpoints.detail>['job'] {
  if (!job) return null;
  return {
    id: job.id,
    state: job.state,
    progress: job.progress,
    stage: job.state === 'queued' && job.stage === '' ? STAGE_QUEUED : job.stage,
    error: job.error,
  };
}

/** The answer for one file (upload, detail), with its extraction job when it had one. */
function describe(row: FileRow, job: JobView | null): Data<typeof endpoints.detail> {
  const note =
    row.extraction === 'needs-ocr'
      ? MSG_NEEDS_OCR
      : row.extraction === 'none'
        ? MSG_NO_TEXT_AUDIO
        : (row.extractionError ?? '');
  return {
    id: row.id,
    kind: row.kind as FileKind,
    name: row.name,
    format: row.format,
    mime: row.mime,
    size: row.size,
    sha256: row.sha256,
    extraction: row.extraction as Data<typeof endpoints.detail>['extraction'],
    note,
    textChars: row.text?.length ?? 0,
    textTruncated: row.textTruncated === 1,
    preview: row.text?.slice(0, TEXT_PREVIEW_CHARS) ?? '',
    createdAt: row.createdAt.toISOString(),
    job: describeJob(job),
  };
}

/** Multipart failures from @fastify/multipart, by error code. */
function multipartRefusal(
  error: unknown,
  kind: FileKind | undefined,
  maxBytes: Record<FileKind, number>,
): DomainError {
  if (error instanceof IntakeError) return refuse(error.message);
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return refuse(INTAKE_MESSAGES.tooManyFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return refuse(tooLargeMessage(maxBytes[kind ?? 'audio']));
  }
  return refuse(INTAKE_MESSAGES.uploadBroken);
}

/**
 * The files area's calls (docs/architecture/intake.md), login required:
 * - `POST /v1/file/upload`, multipart: a field `kind` (document | image | audio | sheet), then
 *   one file part. Answers the file (`extraction` tells where its text stands) and, while its
 *   text is pending, the extraction job it enqueued (one per file: a replay reuses it).
 *   Refusals are 40001 with a Chinese reason and leave no row, object or temp file.
 * - `POST /v1/file/detail {id}`: the file with its job and, once extracted, a text preview;
 *   another teacher's file is 40004.
 * - `POST /v1/file/delete {id}`: removes the row and the stored object.
 */
export const fileUploadRoutes: FastifyPluginAsync<{
  files: FileService;
  maxBytes: Readonly<Record<FileKind, number>>;
  jobs: JobQueue;
}> = async (app, { files, maxBytes, jobs }) => {
  /** Reads the parts: `kind` first, then exactly one file, received to a temp file. */
  const readUpload = async (request: FastifyRequest, reply: FastifyReply) => {
    let kind: FileKind | undefined;
    let file: { name: string; ext: string; received: ReceivedFile } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname !== 'kind') continue;
          const value = String(part.value);
          if (!(FILE_KINDS as readonly string[]).includes(value)) throw new IntakeError('badKind');
          kind = value as FileKind;
          continue;
        }
        if (file) throw new IntakeError('tooManyFiles');
        if (!kind) throw new IntakeError('kindAfterFile');
        const { name, ext } = sanitizeFileName(part.filename);
        file = { name, ext, received: await files.receive(kind, part.file) };
      }
    } catch (error) {
      await files.discard(file?.received);
      // The rest of a refused body (up to 500 MB) is not worth reading: close the connection.
      reply.header('connection', 'close');
      request.log.info({ errCode: (error as { code?: string }).code }, 'upload refused');
      throw multipartRefusal(error, kind, maxBytes as Record<FileKind, number>);
    }
    if (!kind) throw refuse(INTAKE_MESSAGES.badKind);
    if (!file) throw refuse(INTAKE_MESSAGES.noFile);
    return { kind, ...file };
  };

  app.post(endpoints.upload.path, async (request, reply) => {
    // Checked here rather than as a preHandler, like the other upload (the avatar): the
    // multipart body is this route's own input.
    await requireUser(request);
    if (!request.isMultipart()) throw refuse(INTAKE_MESSAGES.noFile);
    const ownerUid = userOf(request).id;
    const upload = await readUpload(request, reply);
    let row: FileRow;
    try {
      row = await files.accept({ ownerUid, ...upload });
    } catch (error) {
      if (error instanceof IntakeError) throw refuse(error.message);
      throw error;
    }
    if (row.extraction !== 'pending')
      return ok(
        describe(row, await jobs.latest(EXTRACT_TEXT_JOB, extractJobKey(row.id), ownerUid)),
      );
    // While a job for this file is unfinished, a replay gets that job back (its dedupe key).
    const { id } = await jobs.enqueue(
      EXTRACT_TEXT_JOB,
      { fileId: row.id },
      { ownerUid, dedupeKey: extractJobKey(row.id) },
    );
    return ok(describe(row, await jobs.get(id)));
  });
};

/** `POST /v1/file/detail {id}` and `POST /v1/file/delete {id}` (JSON; see fileUploadRoutes). */
export const fileRoutes: FastifyPluginAsync<{ files: FileService; jobs: JobQueue }> = async (
  app,
  { files, jobs },
) => {
  const notFound = (error: unknown): never => {
    if (error instanceof FileNotFoundError)
      throw new DomainError(Code.NOT_FOUND, MSG_FILE_NOT_FOUND);
    throw error;
  };

  app.post(endpoints.detail.path, { preHandler: requireUser }, async (request) => {
    const { id } = parseBody(endpoints.detail.body, request.body);
    const ownerUid = userOf(request).id;
    const row = await files.get(ownerUid, id).catch(notFound);
    return ok(describe(row, await jobs.latest(EXTRACT_TEXT_JOB, extractJobKey(row.id), ownerUid)));
  });

  app.post(endpoints.delete.path, { preHandler: requireUser }, async (request) => {
    const { id } = parseBody(endpoints.delete.body, request.body);
    await files.remove(userOf(request).id, id).catch(notFound);
    return ok<Data<typeof endpoints.delete>>(null);
  });
};
