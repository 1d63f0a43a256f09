import type { JobHandler } from '../../platform/intake';
import { STAGE_DONE, STAGE_EXTRACTING } from './messages';
import type { FileService } from './service';

/** The job kind of text extraction. */
export const EXTRACT_TEXT_JOB = 'files.extract-text';

/**
 * Extracts an uploaded file's text as a background job (ARCHITECTURE.md "Background jobs").
 * Idempotent through {@link FileService.extract}: a retried job finds the file settled.
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
      const result = await service.extract(job.payload.fileId, signal);
      await progress(100, STAGE_DONE);
      return result;
    },
  };
}
