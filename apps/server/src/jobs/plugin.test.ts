import { describe, expect, it } from 'vitest';
import { startTestServer } from '../testing';
import { loadConfig } from '../env';

describe('the job queue in the server', () => {
  it('runs jobs in the server process and exposes the queue to tests', async () => {
    const server = await startTestServer({ env: { LOG_LEVEL: 'silent', JOBS_POLL_MS: '20' } });
    try {
      server.jobs.register<{ text: string }, { length: number }>({
        kind: 'wiring-test',
        async run(ctx) {
          await ctx.progress(50, '正在统计');
          return { length: ctx.job.payload.text.length };
        },
      });
      const { id } = await server.jobs.enqueue(
        'wiring-test',
        { text: '教学助手' },
        { ownerUid: 1 },
      );
      expect(await server.jobs.settled(id)).toMatchObject({
        state: 'succeeded',
        result: { length: 4 },
      });
    } finally {
      await server.close();
    }
  });

  it('JOBS_WORKERS=0 stores jobs but runs none in this process', async () => {
    const server = await startTestServer({
      env: { LOG_LEVEL: 'silent', JOBS_WORKERS: '0', JOBS_POLL_MS: '20' },
    });
    try {
      let ran = false;
      server.jobs.register({
        kind: 'wiring-idle',
        run: async () => {
          ran = true;
          return null;
        },
      });
      const { id } = await server.jobs.enqueue('wiring-idle', {});
      await new Promise((r) => setTimeout(r, 200)); // ten polls, had workers been running
      expect(ran).toBe(false);
      expect(await server.jobs.get(id)).toMatchObject({ state: 'queued' });
    } finally {
      await server.close();
    }
  });
});

describe(loadConfig, () => {
  it('reads the job settings, with defaults', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/aita-jobs-env' }).jobs).toEqual({
      runWorkers: true,
      concurrency: 2,
      pollMs: 500,
      retentionDays: 30,
    });
    expect(
      loadConfig({
        DATA_DIR: '/tmp/aita-jobs-env',
        JOBS_WORKERS: '0',
        JOBS_CONCURRENCY: '8',
        JOBS_POLL_MS: '100',
        JOBS_RETENTION_DAYS: '7',
      }).jobs,
    ).toEqual({ runWorkers: false, concurrency: 8, pollMs: 100, retentionDays: 7 });
    expect(() => loadConfig({ DATA_DIR: '/tmp/aita-jobs-env', JOBS_RETENTION_DAYS: '0' })).toThrow(
      /JOBS_RETENTION_DAYS/,
    );
    expect(() => loadConfig({ DATA_DIR: '/tmp/aita-jobs-env', JOBS_WORKERS: 'yes' })).toThrow(
      /JOBS_WORKERS="yes": must be 1/,
    );
    expect(() => loadConfig({ DATA_DIR: '/tmp/aita-jobs-env', JOBS_CONCURRENCY: '0' })).toThrow(
      /JOBS_CONCURRENCY/,
    );
  });
});
