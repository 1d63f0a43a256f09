/**
 * Files: one upload path for the documents, images, audio and sheets a teacher gives an AI
 * feature, their detail and deletion (docs/architecture/intake.md). Text extraction runs as a
 * background job; the file's answer carries that job while it matters.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { uuidField } from './fields';
import { paths } from './paths';

/** The kinds of file the upload takes (its multipart field `kind`). */
export const FILE_KINDS = ['document', 'image', 'audio', 'sheet'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Where a file's text stands: `pending` while its extraction job has not finished. */
export const FILE_EXTRACTIONS = ['pending', 'done', 'failed', 'needs-ocr', 'none'] as const;

/** A background job as the teacher sees it: `stage` and `error` are Chinese. */
export const fileJobSchema = z.object({
  id: z.string(),
  state: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  progress: z.number(),
  stage: z.string(),
  error: z.string().nullable(),
});

/**
 * One file: `note` says in Chinese why there is no text (failed, needs OCR, audio); `preview`
 * is the start of the extracted text once done; `job` the extraction job, null when none ran.
 */
export const fileSchema = z.object({
  id: z.string(),
  kind: z.enum(FILE_KINDS),
  name: z.string(),
  format: z.string(),
  mime: z.string(),
  size: z.number(),
  sha256: z.string(),
  extraction: z.enum(FILE_EXTRACTIONS),
  note: z.string(),
  textChars: z.number(),
  textTruncated: z.boolean(),
  preview: z.string(),
  createdAt: z.string(),
  job: fileJobSchema.nullable(),
});

/** `{ id }` of a file (参数错误：id 无效 when not a file id). */
export const fileIdBody = z.object({ id: uuidField });

/** Files endpoints. */
export const files = {
  /**
   * `POST /v1/file/upload`, multipart: a field `kind` then one file part. Refusals are 40001
   * with a Chinese reason (type, size, hostile content); a replay of the same bytes answers the
   * same file and job.
   */
  upload: endpoint(paths.files.upload, { data: fileSchema }),
  /** `POST /v1/file/detail {id}`: another teacher's or a deleted file is 40004. */
  detail: endpoint(paths.files.detail, { body: fileIdBody, data: fileSchema }),
  /** `POST /v1/file/delete {id}`: removes the file and its stored bytes. */
  delete: endpoint(paths.files.delete, { body: fileIdBody, data: z.null() }),
} as const;
