import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunk,
  sse,
  startServer,
  startStream,
  writeChunk,
  type TestServer,
} from '../../ai/__fixtures__/http-server';
import { prepareDatabase } from '../../boot';
import { createFreshPostgresDatabase, type FreshPostgres } from '../../db/fresh-postgres';
import { copyMigratedPgliteTemplate } from '../../db/pglite-template';
import { loadConfig, testDatabaseUrl } from '../../env';
import { insertUser } from '../../test/identity';
import { runServerProcess, type ServerProcess } from '../../test/server-process';
import { createSessionService } from '../identity';
import { ask, post, type LooseEnvelope } from './__fixtures__/stream-client';

/**
 * `kill -9` of the real server process while it streams an answer: the next start ends the
 * exchange honestly (status 4, the text streamed so far kept) and the conversation goes on.
 */
let upstream: TestServer;
let dataDir: string;
let fresh: FreshPostgres | undefined;
let token: string;
const children: ServerProcess[] = [];

beforeAll(async () => {
  upstream = await startServer(async (_req, res, raw) => {
    const body = JSON.parse(raw) as { messages: { content: string }[] };
    startStream(res);
    await writeChunk(res, sse(chunk({ content: '请稍等，' })));
    if ((body.messages.at(-1)?.content ?? '').includes('WAIT')) return; // streams for ever
    await writeChunk(res, sse(chunk({ content: '好的' })));
    await writeChunk(res, sse(chunk({}, 'stop')));
    res.end('data: [DONE]\n\n');
  });
  dataDir = await mkdtemp(join(tmpdir(), 'aita-kill-test-'));
  await mkdir(join(dataDir, 'web'));
  const adminUrl = testDatabaseUrl();
  fresh = adminUrl ? await createFreshPostgresDatabase(adminUrl) : undefined;
  if (!fresh) await copyMigratedPgliteTemplate(join(dataDir, 'pglite'));
  // A teacher and a session, made before the server owns the database.
  const database = await prepareDatabase(loadConfig(env()));
  try {
    const { id } = await insertUser(database);
    token = (await createSessionService({ db: database.db }).issue(id, 'frame')).token;
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  for (const child of children) await child.kill();
  await upstream?.close();
  await fresh?.drop();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'web'),
    NODE_ENV: 'test',
    ...(fresh ? { DATABASE_URL: fresh.url, SEED_DEMO: '1' } : {}),
    ...extra,
  };
}

const start = (extra: Record<string, string>) => {
  const child = runServerProcess(
    env({
      AI_BASE_URL: `${upstream.url}/v1`,
      AI_MODEL: 'chat-model',
      AI_TIMEOUT_MS: '60000',
      AI_PROGRESS_SAVE_MS: '100',
      ...extra,
    }),
  );
  children.push(child);
  return child;
};

/** Polls `check` every 50 ms until it returns a value (the test's own timeout bounds it). */
async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Exchange {
  logId: string;
  question: string;
  answer: string;
  status: number;
}

async function exchanges(url: string, conversationId: string): Promise<Exchange[]> {
  const r: LooseEnvelope = await post({ url, token }, '/v1/aitalk/log/list', {
    id: conversationId,
  });
  expect(r.code).toBe(200);
  return r.data.list as Exchange[];
}

describe('kill -9 while an answer streams', () => {
  it('ends the answer with status 4 and its text at the next start; the conversation goes on', async () => {
    const first = start({});
    const url = await first.listening();
    let firstReply: (logId: string) => void = () => undefined;
    const replied = new Promise<string>((resolve) => (firstReply = resolve));
    const asking = ask(
      { url, token },
      { content: 'WAIT 讲一讲分数' },
      {
        onEvent: (e) => {
          if (e.event === 'ai-reply' && e.data.logId) firstReply(e.data.logId);
        },
      },
    ).catch((error: unknown) => error);
    // The exchange is stored beside the first words; then its text so far, every 100 ms.
    const logId = await replied;
    const conversationId = await until(async () => {
      const listed: LooseEnvelope = await post({ url, token }, '/v1/aitalk/mylist', {});
      return listed.data.list[0]?.id as string | undefined;
    });
    const saved = await until(async () => {
      const [row] = await exchanges(url, conversationId);
      return row?.answer ? row : undefined;
    });
    expect(saved).toMatchObject({ status: 1, answer: '请稍等，' });
    await first.kill();
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(await asking).toBeInstanceOf(Error); // the stream was cut, not ended
    expect(logId).toBe(saved.logId);

    // PostgreSQL may be shared by several instances: only exchanges older than the longest
    // answer are ended, so the second start runs with a short AI_MAX_ANSWER_MS.
    if (fresh) await new Promise((r) => setTimeout(r, 1100));
    const second = start(fresh ? { AI_MAX_ANSWER_MS: '1000' } : {});
    const url2 = await second.listening();
    expect(await exchanges(url2, conversationId)).toEqual([
      expect.objectContaining({ logId: saved.logId, status: 4, answer: '请稍等，' }),
    ]);
    // Log lines are written asynchronously (docs/server.md "Request ids and logs"): wait for it.
    await until(async () =>
      second.out().includes('ended answers left unfinished by an earlier run') ? true : undefined,
    );

    const next = await ask({ url: url2, token }, { content: '继续', logId: saved.logId });
    expect(next.final).toMatchObject({ status: 3, conversationId });
    expect(next.answer).toBe('请稍等，好的');
    expect((await exchanges(url2, conversationId)).map((e) => [e.question, e.status])).toEqual([
      ['WAIT 讲一讲分数', 4],
      ['继续', 3],
    ]);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 300_000);
});
