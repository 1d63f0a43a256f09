/**
 * The queue's statements, one per state change, each a single conditional UPDATE or INSERT so
 * that two workers (or two processes) can never both win (CONVENTIONS.md "apps/server").
 *
 * Every change a worker makes to a running job is fenced by `lease_owner` and `attempts`: once
 * the job was cancelled, or its lease ran out and another worker claimed it (attempts + 1), the
 * old worker's writes match no row and its result is dropped.
 */
import { and, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { MSG_JOB_ATTEMPTS_EXHAUSTED, STAGE_RETRY_WAITING, STAGE_STARTED } from './messages';
import { jobs, type JobRow } from './tables';

/** Which attempt of which job a worker holds: the fence of its writes. */
export interface Claim {
  id: string;
  owner: string;
  attempt: number;
}

const after = (now: Date, ms: number) => new Date(now.getTime() + ms);

const held = (c: Claim) =>
  and(
    eq(jobs.id, c.id),
    eq(jobs.state, 'running'),
    eq(jobs.leaseOwner, c.owner),
    eq(jobs.attempts, c.attempt),
  );

const unfinished = sql`${jobs.dedupeKey} is not null and ${jobs.state} in ('queued', 'running')`;

const released = { leaseOwner: null, leaseExpiresAt: null } as const;

/** Statements of the queue on one database handle (PGlite or PostgreSQL, the same SQL). */
export function createJobStore(db: Db) {
  return {
    /** Inserts a job, or returns the unfinished job with the same kind and dedupe key. */
    async insert(values: {
      kind: string;
      payload: unknown;
      ownerUid: number | null;
      dedupeKey: string | null;
      runAfter: Date;
      maxAttempts: number;
      now: Date;
    }): Promise<string> {
      const { now, ...rest } = values;
      const insert = db
        .insert(jobs)
        .values({ ...rest, payload: rest.payload ?? null, createdAt: now, updatedAt: now });
      const rows = await (rest.dedupeKey === null
        ? insert.returning({ id: jobs.id })
        : insert
            .onConflictDoUpdate({
              target: [jobs.kind, jobs.dedupeKey],
              targetWhere: unfinished,
              // A no-op update, so that RETURNING gives the existing job's id in one statement.
              set: { kind: sql`excluded.kind` },
            })
            .returning({ id: jobs.id }));
      const id = rows[0]?.id;
      if (!id) throw new Error('jobs: insert returned no id');
      return id;
    },

    /**
     * Claims up to `limit` due jobs of `kind`: queued ones whose time has come, and with
     * `orphans`, also running ones whose lease ran out (their process died) with attempts left.
     * `FOR UPDATE SKIP LOCKED`: a row another worker is claiming right now is skipped, not
     * waited for nor claimed twice.
     */
    claim(
      kind: string,
      limit: number,
      owner: string,
      now: Date,
      leaseMs: number,
      orphans: boolean,
    ) {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, kind),
            or(
              and(eq(jobs.state, 'queued'), lte(jobs.runAfter, now)),
              orphans
                ? and(
                    eq(jobs.state, 'running'),
                    lt(jobs.leaseExpiresAt, now),
                    lt(jobs.attempts, jobs.maxAttempts),
                  )
                : undefined,
            ),
          ),
        )
        .orderBy(jobs.runAfter, jobs.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({
          state: 'running',
          leaseOwner: owner,
          leaseExpiresAt: after(now, leaseMs),
          attempts: sql`${jobs.attempts} + 1`,
          stage: STAGE_STARTED,
          startedAt: now,
          updatedAt: now,
        })
        .where(inArray(jobs.id, due))
        .returning();
    },

    /** Fails running jobs whose lease ran out with no attempts left; returns them. */
    expireExhausted(now: Date) {
      return db
        .update(jobs)
        .set({
          state: 'failed',
          error: MSG_JOB_ATTEMPTS_EXHAUSTED,
          finishedAt: now,
          updatedAt: now,
          ...released,
        })
        .where(
          and(
            eq(jobs.state, 'running'),
            lt(jobs.leaseExpiresAt, now),
            gte(jobs.attempts, jobs.maxAttempts),
          ),
        )
        .returning({ id: jobs.id, kind: jobs.kind, attempts: jobs.attempts });
    },

    /** Extends the lease; false when the worker no longer holds the job. */
    async renew(c: Claim, now: Date, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ leaseExpiresAt: after(now, leaseMs) })
        .where(held(c))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Records progress and extends the lease; false when the worker no longer holds the job. */
    async progress(
      c: Claim,
      percent: number,
      stage: string,
      now: Date,
      leaseMs: number,
    ): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ progress: percent, stage, leaseExpiresAt: after(now, leaseMs), updatedAt: now })
        .where(held(c))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Marks the job succeeded with its result; false when the result was dropped. */
    async succeed(c: Claim, result: unknown, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          state: 'succeeded',
          result: result ?? null,
          progress: 100,
          error: null,
          finishedAt: now,
          updatedAt: now,
          ...released,
        })
        .where(held(c))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Fails the job for good, or queues it again at `retryAt`; false when not held any more. */
    async fail(c: Claim, error: string, now: Date, retryAt: Date | null): Promise<boolean> {
      const next = retryAt
        ? ({ state: 'queued', stage: STAGE_RETRY_WAITING, runAfter: retryAt } as const)
        : ({ state: 'failed', finishedAt: now } as const);
      const rows = await db
        .update(jobs)
        .set({ ...next, error, updatedAt: now, ...released })
        .where(held(c))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Gives a job back on a graceful stop: queued again at once, the interrupted attempt not
     * counted (the job did nothing wrong).
     */
    async release(c: Claim, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          state: 'queued',
          attempts: sql`${jobs.attempts} - 1`,
          stage: '',
          runAfter: now,
          updatedAt: now,
          ...released,
        })
        .where(held(c))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Cancels a queued or running job (of `ownerUid` when given); false when none. */
    async cancel(id: string, ownerUid: number | undefined, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ state: 'cancelled', finishedAt: now, updatedAt: now, ...released })
        .where(
          and(
            eq(jobs.id, id),
            inArray(jobs.state, ['queued', 'running']),
            ownerUid === undefined ? undefined : eq(jobs.ownerUid, ownerUid),
          ),
        )
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** One job (of `ownerUid` when given). */
    async find(id: string, ownerUid: number | undefined): Promise<JobRow | undefined> {
      const rows = await db
        .select()
        .from(jobs)
        .where(
          and(eq(jobs.id, id), ownerUid === undefined ? undefined : eq(jobs.ownerUid, ownerUid)),
        );
      return rows[0];
    },

    /** The newest job of a kind and dedupe key (finished ones keep their key). */
    async findLatest(
      kind: string,
      dedupeKey: string,
      ownerUid: number | undefined,
    ): Promise<JobRow | undefined> {
      const rows = await db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, kind),
            eq(jobs.dedupeKey, dedupeKey),
            ownerUid === undefined ? undefined : eq(jobs.ownerUid, ownerUid),
          ),
        )
        .orderBy(desc(jobs.createdAt))
        .limit(1);
      return rows[0];
    },

    /**
     * Deletes finished jobs (succeeded, failed, cancelled) that finished before `before`. One
     * DELETE: several instances sweeping at once each delete what is left, none fails.
     */
    async purgeFinished(before: Date): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(
          and(
            inArray(jobs.state, ['succeeded', 'failed', 'cancelled']),
            sql`coalesce(${jobs.finishedAt}, ${jobs.updatedAt}) < ${before.toISOString()}`,
          ),
        )
        .returning({ id: jobs.id });
      return rows.length;
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;
