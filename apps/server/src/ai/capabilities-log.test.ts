import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestContext, type TestContext } from '../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_API_KEY: 'sk-start-log-secret',
      AI_MODEL: 'deepseek-chat',
      EMBEDDING_MODEL: 'text-embedding-v4',
      ASR_BASE_URL: 'http://127.0.0.1:9/asr/v1',
      ASR_MODEL: 'whisper-1',
    },
  });
});
afterAll(() => ctx.close());

describe(buildApp, () => {
  it('logs at start which AI capability has which model, without URL or key', () => {
    const line = ctx.logs.find((l) => l.includes('AI capabilities'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line ?? '{}') as { ai?: unknown };
    expect(entry.ai).toEqual({
      chat: 'deepseek-chat',
      vision: false,
      embeddings: 'text-embedding-v4',
      speech: 'whisper-1',
      image: false,
    });
    expect(line).not.toContain('sk-start-log-secret');
    expect(line).not.toContain('127.0.0.1:9');
  });
});
