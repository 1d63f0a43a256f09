/**
 * Deleting finished jobs (docs/architecture/jobs.md "Retention"): a job's row is what its area
 * shows while it matters; long after it finished (succeeded, failed, cancelled) it is history
 * nobody reads, and the table would grow with every upload. Each server process sweeps on the
 * housekeeping schedule (hourly); the sweep is one `DELETE … WHERE`, so several instances
 * sweeping at once each delete what is left and none fails.
 */
import type { JobLogger, JobQueue } from './queue';

/** Days a finished job is kept (JOBS_RETENTION_DAYS). */
export const DEFAULT_JOB_RETENTION_DAYS = 30;
/** How often a running server sweeps: the same hourly schedule as the other housekeeping. */
export const JOB_PURGE_INTERVAL_MS = 3600 * 1000;

const DAY_MS = 24 * 3600 * 1000;

/**
 * Runs `queue.purgeFinished` every `intervalMs` (first sweep one interval after start) until
 * `stop()`, never two at once. The timer does not keep the process alive; a failed sweep is
 * logged and the next one runs.
 */
export function scheduleJobPurge(
  queue: Pick<JobQueue, 'purgeFinished'>,
  options: { retentionDays: number; intervalMs?: number; logger: JobLogger },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = queue
      .purgeFinished(options.retentionDays * DAY_MS)
      .then(
        (deleted) => {
          if (deleted > 0) options.logger.info({ deleted }, 'finished jobs deleted');
        },
        (error: unknown) => options.logger.error({ err: error }, 'job purge failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? JOB_PURGE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
