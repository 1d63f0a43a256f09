import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshJobsDatabase, type JobsTestDatabase } from './__fixtures__/database';
import { scheduleJobPurge } from './purge';
import { createJobQueue, type JobLogger } from './queue';
import { jobs, type JobState } from './tables';

let t: JobsTestDatabase;
beforeAll(async () => {
  t = await freshJobsDatabase();
});
afterAll(() => t?.close());

const DAY = 24 * 3600 * 1000;
const NOW = new Date('2026-06-01T08:00:00Z');
const quiet: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const queue = () => createJobQueue({ db: t.database.db, logger: quiet, clock: () => NOW });

/** A job in `state`, finished (or last changed) `daysAgo` days before NOW. */
async function jobIn(state: JobState, daysAgo: number): Promise<string> {
  const { id } = await queue().enqueue('purge-test', {});
  const at = new Date(NOW.getTime() - daysAgo * DAY);
  const final = state === 'succeeded' || state === 'failed' || state === 'cancelled';
  await t.database.db
    .update(jobs)
    .set({ state, updatedAt: at, finishedAt: final ? at : null, createdAt: at })
    .where(eq(jobs.id, id));
  return id;
}

const remaining = async (ids: string[]) =>
  (await t.database.db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids)))
    .map((r) => r.id)
    .sort();

describe('purgeFinished', () => {
  it('deletes finished jobs past the retention, keeps recent and unfinished ones, from several instances at once', async () => {
    const old = [
      await jobIn('succeeded', 31),
      await jobIn('failed', 40),
      await jobIn('cancelled', 365),
    ];
    const kept = [
      await jobIn('succeeded', 29),
      await jobIn('failed', 1),
      // Unfinished jobs are never history, however old.
      await jobIn('queued', 90),
      await jobIn('running', 90),
    ];
    // Two instances sweep at the same time: together they delete each old job once.
    const counts = await Promise.all([
      queue().purgeFinished(30 * DAY),
      queue().purgeFinished(30 * DAY),
    ]);
    expect(counts[0] + counts[1]).toBe(old.length);
    expect(await remaining([...old, ...kept])).toEqual([...kept].sort());
    expect(await queue().purgeFinished(30 * DAY)).toBe(0);
  });
});

describe(scheduleJobPurge, () => {
  it('sweeps on its schedule with the configured retention and logs what it deleted', async () => {
    await queue().purgeFinished(7 * DAY); // what the test above left past 7 days
    const old = await jobIn('succeeded', 8);
    const recent = await jobIn('succeeded', 6);
    const logs: object[] = [];
    const purge = scheduleJobPurge(queue(), {
      retentionDays: 7,
      intervalMs: 5,
      logger: { ...quiet, info: (obj) => void logs.push(obj) },
    });
    try {
      while (logs.length === 0) await new Promise((r) => setTimeout(r, 5));
    } finally {
      await purge.stop();
    }
    expect(logs[0]).toEqual({ deleted: 1 });
    expect(await remaining([old, recent])).toEqual([recent]);
  });
});
