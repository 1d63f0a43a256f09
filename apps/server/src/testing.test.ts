import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing';

describe(startTestServer, () => {
  it('starts the real server on a random port with a fresh, seeded database and cleans up', async () => {
    const server = await startTestServer({ env: { LOG_LEVEL: 'silent' } });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(existsSync(server.dataDir)).toBe(true);
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const list = await fetch(`${server.url}/v1/app/index/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await list.json()) as { code: number; data: { columnList: unknown[] } };
      expect(body.code).toBe(200);
      expect(body.data.columnList.length).toBeGreaterThanOrEqual(6);
    } finally {
      await server.close();
    }
    expect(existsSync(server.dataDir)).toBe(false);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
