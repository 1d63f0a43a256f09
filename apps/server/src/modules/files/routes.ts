import { Code } from '@aita/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import {
  FILE_KINDS,
  INTAKE_MESSAGES,
  IntakeError,
  sanitizeFileName,
  tooLargeMessage,
  type FileKind,
  type JobHandler,
  type ReceivedFile,
} from '../../platform/intake';
import { MSG_FILE_NOT_FOUND, MSG_NEEDS_OCR, MSG_NO_TEXT_AUDIO } from './messages';
import { FileNotFoundError, type FileRow, type FileService } from './service';

/** Characters of extracted text the detail call shows. */
export const TEXT_PREVIEW_CHARS = 500;

const idBody = z.object({ id: z.string().min(1).max(64) });

const refuse = (message: string) => new DomainError(Code.INVALID_PARAM, message);

/** The answer for one file (upload, detail). */
function describe(row: FileRow) {
  const note =
    row.extraction === 'needs-ocr'
      ? MSG_NEEDS_OCR
      : row.extraction === 'none'
        ? MSG_NO_TEXT_AUDIO
        : (row.extractionError ?? '');
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    format: row.format,
    mime: row.mime,
    size: row.size,
    sha256: row.sha256,
    extraction: row.extraction,
    note,
    textChars: row.text?.length ?? 0,
    textTruncated: row.textTruncated === 1,
    preview: row.text?.slice(0, TEXT_PREVIEW_CHARS) ?? '',
    createdAt: row.createdAt.toISOString(),
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
 *   one file part. Answers the file (`extraction` tells where its text stands). Refusals are
 *   40001 with a Chinese reason and leave no row, object or temp file.
 * - `POST /v1/file/detail {id}`: the file with a text preview; another teacher's file is 40004.
 * - `POST /v1/file/delete {id}`: removes the row and the stored object.
 */
export const fileUploadRoutes: FastifyPluginAsync<{
  files: FileService;
  maxBytes: Readonly<Record<FileKind, number>>;
  extractJob: JobHandler<{ fileId: string }, { chars: number }>;
}> = async (app, { files, maxBytes, extractJob }) => {
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

  app.post('/v1/file/upload', async (request, reply) => {
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
    if (row.extraction === 'pending') {
      // Until the job queue runs here, the handler runs in-process before answering; with the
      // queue, this becomes `queue.enqueue(extractJob.kind, { fileId }, { ownerUid })`.
      await extractJob.run({
        job: {
          id: `inline-${row.id}`,
          kind: extractJob.kind,
          ownerUid,
          payload: { fileId: row.id },
          attempt: 1,
        },
        // Extraction bounds its own time (ExtractLimits.timeoutMs).
        signal: new AbortController().signal,
        progress: async () => undefined,
      });
      row = await files.get(ownerUid, row.id);
    }
    return ok(describe(row));
  });
};

/** `POST /v1/file/detail {id}` and `POST /v1/file/delete {id}` (JSON; see fileUploadRoutes). */
export const fileRoutes: FastifyPluginAsync<{ files: FileService }> = async (app, { files }) => {
  const notFound = (error: unknown): never => {
    if (error instanceof FileNotFoundError)
      throw new DomainError(Code.NOT_FOUND, MSG_FILE_NOT_FOUND);
    throw error;
  };

  app.post('/v1/file/detail', { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idBody, request.body);
    return ok(describe(await files.get(userOf(request).id, id).catch(notFound)));
  });

  app.post('/v1/file/delete', { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idBody, request.body);
    await files.remove(userOf(request).id, id).catch(notFound);
    return ok(null);
  });
};
