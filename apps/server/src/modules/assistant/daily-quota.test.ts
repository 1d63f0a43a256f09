import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code, type AppFormValues } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunk,
  sse,
  startServer,
  startStream,
  writeChunk,
  type TestServer,
} from '../../ai/__fixtures__/http-server';
import { appCommand } from '../../admin-apps';
import { insertUser, tokenFor } from '../../test/identity';
import { quotaMessage, SEED_DEFINITIONS, type AppDefinition } from '../apps';
import { ask, post, startLive, type LiveContext } from './__fixtures__/stream-client';

/** Topic that makes the fake model fail (HTTP 500): the teacher gets no answer. */
const FAILING = '让模型失败的课题';

let upstream: TestServer;
let live: LiveContext;
beforeAll(async () => {
  upstream = await startServer(async (_req, res, body) => {
    if (body.includes(FAILING)) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'upstream down' } }));
      return;
    }
    // Slow enough that concurrent questions overlap.
    await new Promise((resolve) => setTimeout(resolve, 150));
    startStream(res);
    await writeChunk(res, sse(chunk({ content: '## 板书结构\n\n主板书……' })));
    await writeChunk(res, sse(chunk({}, 'stop')));
    res.end('data: [DONE]\n\n');
  });
  live = await startLive({
    AI_BASE_URL: `${upstream.url}/v1`,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'chat-model',
    AI_TIMEOUT_MS: '30000',
  });
});
afterAll(async () => {
  await live?.close();
  await upstream?.close();
});

/** Stores `uri`'s seeded definition with another daily quota, as an operator would. */
async function setQuota(uri: string, quota: number): Promise<AppDefinition> {
  const exported = JSON.parse(
    await appCommand('app:export', new Map([['uri', uri]]), live.database.db),
  ) as AppDefinition;
  const file = join(await mkdtemp(join(tmpdir(), 'app-quota-')), `${uri}.json`);
  await writeFile(
    file,
    JSON.stringify({ ...exported, version: exported.version + 1, freeDailyQuota: quota }),
  );
  await appCommand('app:import', new Map([['file', file]]), live.database.db);
  const seeded = SEED_DEFINITIONS.find((d) => d.uri === uri);
  if (!seeded) throw new Error(uri);
  return seeded;
}

function values(def: AppDefinition, topic: string): AppFormValues {
  const out: AppFormValues = {};
  for (const f of def.form) {
    if (f.type === 'select')
      out[f.key] = f.options?.at(-1) === '高三' ? '七年级' : (f.options?.[0] ?? '');
    else if (f.type === 'number') out[f.key] = f.min ?? 1;
    else out[f.key] = f.key === 'topic' ? topic : `${f.label}示例`;
  }
  return out;
}

describe('the daily free quota is taken atomically', () => {
  it('of 6 first questions at once with 2 uses left, exactly 2 are answered', async () => {
    const def = await setQuota('blackboard-design', 2);
    const teacher = await insertUser(live.database);
    const token = await tokenFor(live.app, teacher.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ask(
          { url: live.url, token },
          { content: 'x', uri: 'blackboard-design', form: values(def, `第${i + 1}课`) },
        ),
      ),
    );
    const answered = results.filter((r) => r.final?.status === 3);
    const refused = results.filter((r) => r.json?.code === Code.FORBIDDEN);
    expect(answered).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.json?.msg).toBe(quotaMessage('板书设计', 2));
    const check = await post(live, '/v1/aitalk/check', { uri: 'blackboard-design' }, token);
    expect(check.data).toMatchObject({ allowed: false, reason: 'quota', remaining: 0 });
    // Another teacher has their own uses.
    const other = await tokenFor(live.app, (await insertUser(live.database)).id);
    const theirs = await post(live, '/v1/aitalk/check', { uri: 'blackboard-design' }, other);
    expect(theirs.data).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('a question the model fails gives its use back', async () => {
    const def = await setQuota('class-questions', 1);
    const token = await tokenFor(live.app, (await insertUser(live.database)).id);
    const failed = await ask(
      { url: live.url, token },
      { content: 'x', uri: 'class-questions', form: values(def, FAILING) },
    );
    expect(failed.final?.status).toBe(4);
    const check = await post(live, '/v1/aitalk/check', { uri: 'class-questions' }, token);
    expect(check.data).toMatchObject({ allowed: true, remaining: 1 });
    const ok = await ask(
      { url: live.url, token },
      { content: 'x', uri: 'class-questions', form: values(def, '一元一次方程') },
    );
    expect(ok.final?.status).toBe(3);
    const spent = await post(live, '/v1/aitalk/check', { uri: 'class-questions' }, token);
    expect(spent.data).toMatchObject({ allowed: false, remaining: 0 });
  });
});
