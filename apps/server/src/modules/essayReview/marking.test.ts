import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { essayReview } from '@aita/contract';
import { ESSAY_MARK_CONCURRENCY } from '@aita/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../boot';
import { essays } from '../../db/schema';
import { createFreshPostgresDatabase, type FreshPostgres } from '../../db/fresh-postgres';
import { copyMigratedPgliteTemplate } from '../../db/pglite-template';
import { loadConfig, testDatabaseUrl } from '../../env';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { sleep } from '../../ai/__fixtures__/http-server';
import {
  call,
  FIXED_MARKING,
  JUNIOR_CLEAN,
  PRIMARY_WITH_SLIPS,
  startFakeModel,
  waitForTask,
  type FakeModel,
} from './__fixtures__/essays';

const P = essayReview;
const zhongkao = { title: '那一次，我真快乐', grade: 8, genre: '记叙文', fullScore: 50 };

type Essay = {
  text: string;
  score: number | null;
  band: string | null;
  mode: string;
  overall: string;
  suggestion: string;
  dimensions: { key: string; score: number; max: number; reason: string }[];
  paragraphComments: { paragraph: number; text: string }[];
  comments: { start: number; end: number; kind: string; text: string; source: string }[];
};

describe('marking with a model (a local OpenAI-compatible server)', () => {
  let model: FakeModel;
  let ctx: TestContext;
  let teacher: string;
  beforeAll(async () => {
    model = await startFakeModel(40);
    ctx = await createTestContext({ env: { ...model.env, JOBS_POLL_MS: '50' } });
    teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  });
  afterAll(async () => {
    await ctx?.close();
    await model?.close();
  });

  it('scores by rubric dimension, clamps to the rubric, drops comments not in the essay', async () => {
    const submitted = await call(ctx.app, teacher, P.submit.path, {
      ...zhongkao,
      essays: [{ studentName: '王小明', text: JUNIOR_CLEAN }],
    });
    const { taskId } = submitted.data as { taskId: string };
    expect(await waitForTask(ctx.app, teacher, taskId)).toMatchObject({ state: 'done' });
    const result = (await call(ctx.app, teacher, P.result.path, { taskId })).data as {
      essays: Essay[];
    };
    const essay = result.essays[0] as Essay;
    // content 30 > its 18: clamped; 18 + 12 + 8 + 4 = 42.
    expect(essay.dimensions.map((d) => [d.key, d.score, d.max])).toEqual([
      ['content', 18, 18],
      ['language', 12, 16],
      ['structure', 8, 10],
      ['feature', 4, 6],
    ]);
    expect(essay.dimensions[0]?.reason).toBe('选材真实，中心明确');
    expect(essay).toMatchObject({ score: 42, band: '二类文', mode: 'model' });
    expect(essay.comments.map((c) => [essay.text.slice(c.start, c.end), c.kind])).toEqual([
      ['像一块金色的地毯', 'highlight'],
      ['小心地摘下一个', 'wording'],
    ]);
    expect(essay.paragraphComments).toEqual([{ paragraph: 1, text: '细节描写具体' }]);
    expect(essay.overall).toBe(FIXED_MARKING.overall);
    expect(essay.suggestion).toBe(FIXED_MARKING.suggestion);
    // The model was asked with the rubric and the essay's own text.
    expect(model.asked).toContain(JUNIOR_CLEAN);
  });

  it('keeps the dictionary’s confused characters the model missed', async () => {
    const { taskId } = (
      await call(ctx.app, teacher, P.submit.path, {
        ...zhongkao,
        essays: [{ text: PRIMARY_WITH_SLIPS }],
      })
    ).data as { taskId: string };
    await waitForTask(ctx.app, teacher, taskId);
    const essay = (
      (await call(ctx.app, teacher, P.result.path, { taskId })).data as { essays: Essay[] }
    ).essays[0] as Essay;
    // None of the model's quotes is in this essay: only the dictionary's hits remain.
    expect(essay.comments.every((c) => c.source === 'check' && c.kind === 'typo')).toBe(true);
    expect(essay.comments.map((c) => essay.text.slice(c.start, c.end))).toContain('在次');
    expect(essay.score).toBe(42);
  });

  it('marks a 30-essay batch with at most ESSAY_MARK_CONCURRENCY model calls at once', async () => {
    const batch = Array.from({ length: 30 }, (_, i) => ({
      studentName: `学生${i + 1}`,
      text: `${JUNIOR_CLEAN}\n（第${i + 1}篇）`,
    }));
    const before = model.asked.length;
    const { taskId } = (await call(ctx.app, teacher, P.submit.path, { ...zhongkao, essays: batch }))
      .data as { taskId: string };
    const status = await waitForTask(ctx.app, teacher, taskId);
    expect(status.state).toBe('done');
    expect(status.essays.filter((e) => e.state === 'done')).toHaveLength(30);
    expect(model.asked.length - before).toBe(30);
    expect(model.maxInFlight()).toBe(ESSAY_MARK_CONCURRENCY);
  });
});

/** An app over a database that outlives it: stop the app, start another on the same data. */
async function openApp(dataDir: string, env: Record<string, string>, pgUrl?: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST: join(dataDir, 'web-not-built'),
    JOBS_POLL_MS: '50',
    ...(pgUrl ? { DATABASE_URL: pgUrl, SEED_DEMO: '1' } : {}),
    ...env,
  });
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database, logStream: { write: () => undefined } });
  await app.ready();
  return { app, database };
}

describe('a task survives a server restart mid-batch', () => {
  let dataDir: string;
  let fresh: FreshPostgres | undefined;
  let model: FakeModel;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'essay-restart-'));
    const adminUrl = testDatabaseUrl();
    fresh = adminUrl ? await createFreshPostgresDatabase(adminUrl) : undefined;
    if (!fresh) await copyMigratedPgliteTemplate(join(dataDir, 'pglite'));
    model = await startFakeModel(150);
  });
  afterAll(async () => {
    await model?.close();
    await fresh?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('marks the rest after the restart and never re-marks a finished essay', async () => {
    const first = await openApp(dataDir, model.env, fresh?.url);
    const uid = (await insertUser(first.database)).id;
    const batch = Array.from({ length: 12 }, (_, i) => ({
      studentName: `学生${i + 1}`,
      text: `${JUNIOR_CLEAN}\n（第${i + 1}篇）`,
    }));
    let taskId = '';
    let app: FastifyInstance = first.app;
    try {
      const token = await tokenFor(app, uid);
      taskId = (
        (await call(app, token, P.submit.path, { ...zhongkao, essays: batch })).data as {
          taskId: string;
        }
      ).taskId;
      // Wait until a few essays are marked, then stop the server mid-batch.
      for (;;) {
        const s = (await call(app, token, P.status.path, { taskId })).data as {
          essays: { state: string }[];
        };
        if (s.essays.filter((e) => e.state === 'done').length >= 3) break;
        await sleep(30);
      }
    } finally {
      await first.app.close();
    }
    // What was marked before the restart, and what the model had been asked, read before the
    // second server starts: its workers begin marking at once.
    let doneBefore: string[];
    try {
      doneBefore = (await first.database.db.select().from(essays).where(eq(essays.taskId, taskId)))
        .filter((e) => e.state === 'done')
        .map((e) => e.text);
    } finally {
      await first.database.close();
    }
    expect(doneBefore.length).toBeGreaterThanOrEqual(3);
    expect(doneBefore.length).toBeLessThan(12);
    const askedBefore = model.asked.length;
    const second = await openApp(dataDir, model.env, fresh?.url);
    app = second.app;
    try {
      const token = await tokenFor(app, uid);
      const status = await waitForTask(app, token, taskId);
      expect(status).toMatchObject({ state: 'done', progress: 100 });
      expect(status.essays.every((e) => e.state === 'done')).toBe(true);
      const askedAfter = model.asked.slice(askedBefore);
      // Only the unfinished essays were sent again, each once.
      expect(askedAfter.filter((t) => doneBefore.includes(t))).toEqual([]);
      expect(new Set(askedAfter).size).toBe(askedAfter.length);
      expect(askedAfter.length).toBe(12 - doneBefore.length);
      const result = (await call(app, token, P.result.path, { taskId })).data as {
        essays: Essay[];
      };
      expect(result.essays.map((e) => e.score)).toEqual(Array.from({ length: 12 }, () => 42));
    } finally {
      await second.app.close();
      await second.database.close();
    }
  });
});
