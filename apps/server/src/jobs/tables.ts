import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The states of a job (docs/architecture/jobs.md "States"). `queued` and `running` are the
 * unfinished ones; the other three are final and never change again.
 */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * One row per job of the durable queue (docs/architecture/jobs.md). The owner is a `users.id`
 * without a foreign key, so the queue depends on no area's tables; a job outlives nothing it
 * needs (its result is a reference the area resolves).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    ownerUid: integer(),
    payload: jsonb().notNull(),
    state: text({ enum: JOB_STATES }).notNull().default('queued'),
    /** 0–100, with a short Chinese `stage` text ("正在识别第 3 页"). */
    progress: smallint().notNull().default(0),
    stage: text().notNull().default(''),
    /** Attempts started so far (a claim counts one, also one whose process then died). */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** A small JSON reference to what the job made (a row id, an object key), never the bytes. */
    result: jsonb(),
    /** The Chinese message the teacher sees when the job failed. */
    error: text(),
    /** Which worker holds the job while it runs, and until when (renewed while it runs). */
    leaseOwner: text(),
    leaseExpiresAt: timestamp({ withTimezone: true }),
    runAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Enqueuing the same (kind, dedupeKey) while a job is unfinished returns that job. */
    dedupeKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('jobs_progress_range', sql`${t.progress} between 0 and 100`),
    check(
      'jobs_state_valid',
      sql`${t.state} in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`,
    ),
    // Claims scan this: due queued jobs of one kind, oldest first.
    index('jobs_queued_idx')
      .on(t.kind, t.runAfter, t.createdAt)
      .where(sql`${t.state} = 'queued'`),
    // The lease sweep scans this: running jobs whose lease ran out.
    index('jobs_running_lease_idx')
      .on(t.kind, t.leaseExpiresAt)
      .where(sql`${t.state} = 'running'`),
    uniqueIndex('jobs_dedupe_unfinished_key')
      .on(t.kind, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null and ${t.state} in ('queued', 'running')`),
    index('jobs_owner_idx').on(t.ownerUid, t.createdAt),
  ],
);

/** A row of `jobs` as Drizzle reads it. */
export type JobRow = typeof jobs.$inferSelect;
