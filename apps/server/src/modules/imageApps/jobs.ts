/**
 * The illustration job (docs/imageApps.md "教学插图"): the teacher's description with the
 * template's style words goes to the image model (generate, or edit when a picture was given);
 * each image is stored under a key made of the job id, so a job that runs again overwrites the
 * same objects. The job's result is the keys, never the bytes.
 */
import { findImageTemplate, MSG_IMAGE_FILE_NOT_FOUND, MSG_IMAGE_GENERATING } from '@aita/core';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { AiProviders } from '../../ai/providers';
import { isUpstreamError } from '../../ai/upstream-error';
import type { Db } from '../../db/database';
import { JobFailure, type JobHandler } from '../../jobs';
import type { ObjectSink } from '../../platform/intake';
import { files } from '../files';

/** The job kind of an illustration. */
export const ILLUSTRATE_JOB = 'imageApps.illustrate';

export interface IllustratePayload {
  templateId: string;
  prompt: string;
  fileId?: string;
}

export interface IllustrateResult {
  keys: string[];
  prompt: string;
}

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const retryable = (error: unknown) =>
  isUpstreamError(error) &&
  (error.type === 'timeout' ||
    error.type === 'network' ||
    (error.type === 'http' && (error.status === 429 || (error.status ?? 0) >= 500)));

/** The prompt sent: the teacher's words, then the style of the template. */
export const illustrationPrompt = (prompt: string, style: string | undefined) =>
  style ? `${prompt}。${style}` : prompt;

export function createIllustrateJob(deps: {
  db: Db;
  ai: AiProviders;
  sink: ObjectSink;
  tempDir: string;
}): JobHandler<IllustratePayload, IllustrateResult> {
  const { db, ai, sink, tempDir } = deps;
  return {
    kind: ILLUSTRATE_JOB,
    concurrency: 2,
    maxAttempts: 2,
    leaseMs: 5 * 60_000,
    async run({ job, signal, progress }) {
      const { templateId, fileId } = job.payload;
      const owner = job.ownerUid ?? 0;
      const prompt = illustrationPrompt(job.payload.prompt, findImageTemplate(templateId)?.style);
      await progress(10, MSG_IMAGE_GENERATING);
      let images;
      try {
        if (fileId) {
          const [file] = await db
            .select()
            .from(files)
            .where(and(eq(files.id, fileId), eq(files.ownerUid, owner), eq(files.kind, 'image')));
          if (!file) throw new JobFailure(MSG_IMAGE_FILE_NOT_FOUND);
          images = await ai.image.edit({
            prompt,
            image: {
              bytes: new Uint8Array(await sink.read(file.storageKey)),
              mimeType: file.mime,
              filename: `source.${file.format}`,
            },
            signal,
          });
        } else {
          images = await ai.image.generate({ prompt, signal });
        }
      } catch (error) {
        if (isUpstreamError(error)) {
          throw new JobFailure(error.teacherMessage, { retryable: retryable(error), cause: error });
        }
        throw error;
      }
      await progress(90, MSG_IMAGE_GENERATING);
      const keys: string[] = [];
      await mkdir(tempDir, { recursive: true });
      for (const [i, image] of images.entries()) {
        // The job's random UUID, no uid (docs/oss.md "Object keys"); a rerun overwrites.
        const key = `files/illustration/${job.id}-${i}.${EXT[image.mimeType] ?? 'png'}`;
        const path = join(tempDir, `${job.id}-${i}`);
        await writeFile(path, image.bytes);
        try {
          await sink.put(key, path, image.mimeType);
        } finally {
          await rm(path, { force: true });
        }
        keys.push(key);
      }
      return { keys, prompt: job.payload.prompt };
    },
  };
}
