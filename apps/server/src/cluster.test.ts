import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isListeningMessage } from './cluster';
import { loadConfig } from './env';

/** WORKERS in the configuration; the processes themselves: cluster.postgres.test.ts. */
let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'aita-workers-'));
});
afterAll(() => rm(cwd, { recursive: true, force: true }));

describe('WORKERS', () => {
  it('is 1 unless set, 1 to 64, and more than 1 only with PostgreSQL', () => {
    expect(loadConfig({}, cwd).workers).toBe(1);
    const pg = { DATABASE_URL: 'postgres://aita@127.0.0.1:5432/aita' };
    expect(loadConfig({ ...pg, WORKERS: '4' }, cwd).workers).toBe(4);
    expect(() => loadConfig({ WORKERS: '2' }, cwd)).toThrow(
      /WORKERS=2: the embedded database serves one process; set DATABASE_URL/,
    );
    expect(loadConfig({ WORKERS: '1' }, cwd).workers).toBe(1);
    for (const bad of ['0', '65', 'two', '1.5']) {
      expect(() => loadConfig({ ...pg, WORKERS: bad }, cwd)).toThrow(/WORKERS=.*from 1 to 64/);
    }
  });

  it('takes only its own listening message from a worker', () => {
    expect(isListeningMessage({ type: 'aita:listening', url: 'http://127.0.0.1:1' })).toBe(true);
    expect(isListeningMessage({ type: 'aita:listening' })).toBe(false);
    expect(isListeningMessage('aita:listening')).toBe(false);
    expect(isListeningMessage(null)).toBe(false);
  });
});
