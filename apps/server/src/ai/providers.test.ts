import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../env';
import { createSensitiveWordFilter } from '../moderation/sensitive-words';
import { sendJson, startServer, type TestServer } from './__fixtures__/http-server';
import { aiCapabilities, createAiProviders, describeAiCapabilities } from './providers';
import { UpstreamError } from './upstream-error';

let cwd: string;
let server: TestServer | undefined;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'aita-ai-providers-'));
});
afterAll(() => rm(cwd, { recursive: true, force: true }));
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe(createAiProviders, () => {
  it('gives the honest fallbacks when nothing is configured', async () => {
    const config = loadConfig({}, cwd);
    const ai = createAiProviders(config);
    expect(ai.capabilities()).toEqual({
      chat: false,
      vision: false,
      embeddings: false,
      speech: false,
      image: false,
    });
    expect(
      [ai.vision, ai.embeddings, ai.speech, ai.image, ai.structured].map((p) => p.available),
    ).toEqual([false, false, false, false, false]);
    const error = await ai.structured
      .generate({ schema: z.object({}), instruction: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).type).toBe('unavailable');
  });

  it('wires each configured capability to its endpoint with the inherited key and the filter', async () => {
    const srv = await startServer((req, res) => {
      if (req.url === '/v1/embeddings') {
        return sendJson(res, 200, { data: [{ index: 0, embedding: [0.1, 0.2] }] });
      }
      if (req.url === '/v1/chat/completions') {
        return sendJson(res, 200, {
          choices: [{ message: { content: '{"ok":true}' }, finish_reason: 'stop' }],
        });
      }
      return sendJson(res, 404, {});
    });
    server = srv;
    const config = loadConfig(
      {
        AI_BASE_URL: `${srv.url}/v1`,
        AI_API_KEY: 'sk-shared-key',
        AI_MODEL: 'qwen-plus',
        AI_VISION_MODEL: 'qwen-vl-max',
        EMBEDDING_MODEL: 'text-embedding-v4',
      },
      cwd,
    );
    expect(aiCapabilities(config)).toEqual({
      chat: true,
      vision: true,
      embeddings: true,
      speech: false,
      image: false,
    });
    expect(describeAiCapabilities(config)).toEqual({
      chat: 'qwen-plus',
      vision: 'qwen-vl-max',
      embeddings: 'text-embedding-v4',
      speech: false,
      image: false,
    });
    expect(JSON.stringify(describeAiCapabilities(config))).not.toContain('sk-shared-key');
    const ai = createAiProviders(config, {
      moderation: createSensitiveWordFilter({ words: ['违禁词语'] }),
    });
    expect(await ai.embeddings.embed(['作文'])).toEqual([[0.1, 0.2]]);
    expect(
      await ai.structured.generate({ schema: z.object({ ok: z.boolean() }), instruction: '检查' }),
    ).toEqual({
      data: { ok: true },
      attempts: 1,
    });
    const refused = await ai.vision
      .analyze({ prompt: '违禁词语', images: [{ url: 'https://a/b.png' }] })
      .catch((e: unknown) => e);
    expect((refused as UpstreamError).type).toBe('refused');
    expect(srv.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/v1/embeddings', 'Bearer sk-shared-key'],
      ['/v1/chat/completions', 'Bearer sk-shared-key'],
    ]);
  });
});
