import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { JobSettings } from '../env';
import { scheduleJobPurge } from './purge';
import { createJobQueue, type JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: areas register their handlers on it and enqueue jobs. */
    jobs: JobQueue;
  }
}

/**
 * Gives the app its job queue (`app.jobs`). Areas register handlers while the app is built;
 * the workers start when the app is ready (unless JOBS_WORKERS=0) and stop when it closes.
 * Every process, with workers or not, deletes finished jobs past JOBS_RETENTION_DAYS hourly.
 */
export const jobsPlugin = fp<{ db: Db; settings: JobSettings }>(
  (async (app, { db, settings }) => {
    const queue = createJobQueue({
      db,
      logger: app.log,
      concurrency: settings.concurrency,
      pollMs: settings.pollMs,
    });
    app.decorate('jobs', queue);
    if (settings.runWorkers) app.addHook('onReady', async () => queue.start());
    let purge: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      purge = scheduleJobPurge(queue, { retentionDays: settings.retentionDays, logger: app.log });
    });
    app.addHook('onClose', async () => {
      await purge?.stop();
      await queue.stop();
    });
  }) satisfies FastifyPluginAsync<{ db: Db; settings: JobSettings }>,
  { name: 'aita-jobs' },
);
