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

/** How often a running server purges every school's 回收站 of items deleted 30 days ago. */
export const DISK_PURGE_INTERVAL_MS = 3600 * 1000;

/**
 * The hourly sweep of the 回收站 (the same schedule as identity's housekeeping): every school's
 * items deleted DISK_TRASH_DAYS (30) days ago go with their objects, even in a school whose
 * disk nobody opens. One `DELETE … RETURNING`, so instances sweeping together do no harm.
 */
export function scheduleDiskPurge(
  disk: Pick<DiskService, 'purgeAll'>,
  logger: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  intervalMs = DISK_PURGE_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = disk
      .purgeAll()
      .then(
        (removed) => {
          if (removed > 0) logger.info({ removed }, 'disk items purged from the 回收站');
        },
        (error: unknown) => logger.error({ err: error }, 'disk purge failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
