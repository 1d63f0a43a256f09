/** The durable background job queue (docs/architecture/jobs.md). */
export {
  createJobQueue,
  toJobView,
  DEFAULT_JOB_CONCURRENCY,
  DEFAULT_JOB_POLL_MS,
  MAX_RESULT_BYTES,
  type JobClock,
  type JobLogger,
  type JobQueue,
  type JobQueueOptions,
} from './queue';
export { DEFAULT_JOB_RETENTION_DAYS, JOB_PURGE_INTERVAL_MS, scheduleJobPurge } from './purge';
export {
  JobFailure,
  type EnqueueOptions,
  type JobContext,
  type JobHandler,
  type JobView,
} from './types';
export { jobs, JOB_STATES, type JobState } from './tables';
