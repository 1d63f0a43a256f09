import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Code } from '@aita/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../ai/__fixtures__/http-server';
import { UpstreamError } from '../ai/upstream-error';
import { createTestContext, type TestContext } from '../test/context';
import { registerPlatform, type ModuleDeps } from '.';

/** An OpenAI-compatible upstream: `/embeddings` answers a 3-d vector per text; the rest 500. */
let upstream: TestServer;
let ctx: TestContext;
let deps: ModuleDeps;
const bare = Fastify();

beforeAll(async () => {
  upstream = await startServer((req, res, body) => {
    if (req.url?.endsWith('/embeddings')) {
      const { input } = JSON.parse(body) as { input: string[] };
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          data: input.map((text, index) => ({ index, embedding: [text.length, 1, 0] })),
          model: 'bge-m3',
        }),
      );
      return;
    }
    res.statusCode = 500;
    res.end('{}');
  });
  // The words file is read in platform: the app's modules are built after it.
  ctx = await createTestContext({
    env: {
      EMBEDDING_MODEL: 'bge-m3',
      EMBEDDING_BASE_URL: upstream.url,
      AI_VISION_MODEL: 'qwen-vl-max',
      AI_VISION_BASE_URL: upstream.url,
    },
  });
  const wordsFile = join(ctx.dataDir, 'words.txt');
  await writeFile(wordsFile, '平台禁词样例\n');
  deps = await registerPlatform(bare, {
    config: {
      ...ctx.config,
      assistant: { ...ctx.config.assistant, sensitiveWordsFile: wordsFile },
    },
    database: ctx.database,
  });
});
afterAll(async () => {
  await bare.close();
  await ctx?.close();
  await upstream?.close();
});

describe(registerPlatform, () => {
  it('gives modules the AI providers of the configuration, behind the one loaded word filter', async () => {
    expect(deps.ai.capabilities()).toEqual({
      chat: false,
      vision: true,
      embeddings: true,
      speech: false,
      image: false,
    });
    expect(deps.moderation.check('这里有平台禁词样例').hit).toBe(true);
    const before = upstream.requests.length;
    const refused = await deps.ai.vision
      .analyze({ prompt: '请读出平台禁词样例', images: [{ url: 'https://a.cn/x.png' }] })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UpstreamError);
    expect(refused).toMatchObject({ type: 'refused', words: ['平台禁词样例'] });
    // Refused before the upstream was called.
    expect(upstream.requests.length).toBe(before);
    // Unconfigured capabilities are the honest fallbacks, never made-up output.
    expect(deps.ai.speech.available).toBe(false);
    expect(deps.ai.image.available).toBe(false);
  });

  it('builds the search index with vectors from the embeddings provider', async () => {
    const before = upstream.requests.length;
    const entry = {
      kind: 'question' as const,
      refId: 'platform-deps-1',
      ownerUid: null,
      visibility: 'public' as const,
      title: '分数的加法',
      body: '同分母分数相加，分母不变，分子相加。',
    };
    await expect(deps.search.upsert([entry])).resolves.toEqual({ embedded: true });
    expect(upstream.requests.slice(before).map((r) => r.url)).toEqual(['/embeddings']);
    const found = await deps.search.search({
      query: '分数加法',
      kinds: ['question'],
      viewer: { uid: null },
    });
    expect(found.hits.map((h) => h.refId)).toContain('platform-deps-1');
  });
});

describe('POST /v1/base/capabilities', () => {
  it('answers which capabilities are configured, booleans only', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/base/capabilities' });
    expect(res.json()).toEqual({
      code: Code.OK,
      msg: expect.any(String),
      data: { chat: false, vision: true, embeddings: true, speech: false, image: false },
    });
    expect(res.body).not.toContain(upstream.url);
  });
});
