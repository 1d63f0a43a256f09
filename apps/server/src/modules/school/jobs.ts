import { JobFailure, type JobHandler } from '../../jobs';
import { ExtractError, extractText, type Format } from '../../platform/intake';
import type { DiskService } from './disk.service';

/** The job kind that reads a disk file's text for search. */
export const DISK_EXTRACT_JOB = 'school.disk-extract';

/** Formats whose text the disk search reads. */
export const DISK_TEXT_FORMATS = new Set(['docx', 'pptx', 'pdf', 'txt', 'md', 'xlsx', 'csv']);

/**
 * Extracts a disk file's text with intake's readers, so the disk's search finds files by what
 * they say (docs/school.md "Search"). Idempotent: it only writes the text; a file gone to the
 * 回收站 or purged before its turn ends the job without a retry.
 */
export function createDiskExtractJob(
  disk: DiskService,
): JobHandler<{ orgId: number; id: string }, { chars: number }> {
  return {
    kind: DISK_EXTRACT_JOB,
    concurrency: 1,
    maxAttempts: 2,
    async run({ job, signal }) {
      const row = await disk.item(job.payload.orgId, job.payload.id).catch(() => undefined);
      if (!row) return { chars: 0 };
      try {
        const result = await extractText(
          { bytes: await disk.read(row), format: row.format as Format },
          { signal },
        );
        const text = result.state === 'done' ? result.text : '';
        await disk.setText(row.id, text);
        return { chars: text.length };
      } catch (error) {
        if (error instanceof ExtractError && error.reason !== 'aborted') {
          throw new JobFailure('无法读取文件内容，仅能按文件名搜索', { retryable: false });
        }
        throw error;
      }
    },
  };
}
