import { JobFailure, type JobHandler } from '../../jobs';
import { STAGE_DONE, STAGE_EXTRACTING } from './messages';
import { FileNotFoundError, type FileService } from './service';

/** The job kind of text extraction. */
export const EXTRACT_TEXT_JOB = 'files.extract-text';

/** The dedupe key of a file's extraction job: one unfinished job per file. */
export const extractJobKey = (fileId: string): string => `file:${fileId}`;

/**
 * Extracts an uploaded file's text as a background job (docs/architecture/jobs.md), enqueued by
 * the upload. Idempotent through {@link FileService.extract}: a retried job finds the file
 * settled. A file that cannot be read fails the job for good with the same Chinese reason the
 * file records, so the teacher reads it from the job as well as from the file.
 */
export function createExtractTextJob(
  service: FileService,
): JobHandler<{ fileId: string }, { chars: number }> {
  return {
    kind: EXTRACT_TEXT_JOB,
    concurrency: 2,
    maxAttempts: 3,
    async run({ job, signal, progress }) {
      await progress(10, STAGE_EXTRACTING);
      const outcome = await service.extract(job.payload.fileId, signal).catch((error: unknown) => {
        // Deleted before its turn: nothing left to extract, nothing to retry.
        if (error instanceof FileNotFoundError) return { chars: 0, failed: undefined };
        throw error;
      });
      const { chars, failed } = outcome;
      if (failed !== undefined) throw new JobFailure(failed, { retryable: false });
      await progress(100, STAGE_DONE);
      return { chars };
    },
  };
}
