import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunk,
  sse,
  startServer,
  startStream,
  writeChunk,
  type TestServer,
} from '../../ai/__fixtures__/http-server';
import { conversationMessages } from '../../db/schema';
import { insertUser, tokenFor } from '../../test/identity';
import { MSG_LOG_NOT_FOUND } from './messages';
import {
  ask,
  eventually,
  post,
  startLive,
  type LiveContext,
  type StreamResult,
} from './__fixtures__/stream-client';
import { answerResumeRoutes } from './resume.routes';

/**
 * A local OpenAI-compatible server: `GATE n` writes 第一段, then waits until the test opens
 * gate n, then writes 第二段 and ends; anything else answers 完整回答 at once.
 */
let upstream: TestServer;
let live: LiveContext;
const gates = new Map<string, () => void>();
const gate = (name: string) => new Promise<void>((resolve) => gates.set(name, resolve));
const waiting = new Map<string, Promise<void>>();
const closedSockets: string[] = [];

beforeAll(async () => {
  upstream = await startServer(async (req, res, raw) => {
    const body = JSON.parse(raw) as { messages: { content: string }[] };
    const question = body.messages.at(-1)?.content ?? '';
    startStream(res);
    const name = /GATE (\w+)/.exec(question)?.[1];
    if (name) {
      req.socket.on('close', () => closedSockets.push(name));
      await writeChunk(res, sse(chunk({ content: '第一段' })));
      await waiting.get(name);
      if (res.destroyed) return;
      await writeChunk(res, sse(chunk({ content: '，第二段' })));
    } else {
      await writeChunk(res, sse(chunk({ content: '完整回答' })));
    }
    await writeChunk(res, sse(chunk({}, 'stop')));
    res.end('data: [DONE]\n\n');
  });
  live = await startLive({
    AI_BASE_URL: `${upstream.url}/v1`,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'chat-model',
    AI_TIMEOUT_MS: '30000',
    AI_KEEP_ALIVE_MS: '200',
  });
});
afterAll(async () => {
  for (const open of gates.values()) open();
  await live?.close();
  await upstream?.close();
});

const rowOf = async (logId: string) => {
  const [row] = await live.database.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.id, logId));
  return row;
};

/** Asks a resumable question and leaves (as a reload does) after the first text. */
async function askAndLeave(name: string): Promise<{ logId: string; first: StreamResult }> {
  waiting.set(name, gate(name));
  const client = new AbortController();
  const first = await ask(
    live,
    { content: `GATE ${name}`, resumable: 1 },
    {
      signal: client.signal,
      onEvent: (e) => {
        if (e.event === 'ai-reply' && e.data.answerContent === '第一段') client.abort();
      },
    },
  );
  const logId = first.replies[0]?.logId ?? '';
  return { logId, first };
}

const resume = (logId: string, token?: string) =>
  ask(live, { logId }, { path: '/v2/aiassistant/question/resume', token });

describe(answerResumeRoutes.name, () => {
  it('opens a resumable stream with an empty reply naming the answer and its conversation', async () => {
    const r = await ask(live, { content: '普通问题', resumable: 1 });
    expect(r.replies[0]).toEqual({
      status: 1,
      answerContent: '',
      logId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(r.answer).toBe('完整回答');
    expect(r.final?.status).toBe(3);
  });

  it('keeps generating after the client left, and the resumed stream gets the rest once', async () => {
    const { logId, first } = await askAndLeave('a');
    expect(first.final).toBeUndefined();
    expect(first.answer).toBe('第一段');
    // The answer is still live on the server (the model was not cut off). Its question is
    // recorded with the others arriving now, within RECORD_GATHER.maxMs (exchange-writes.ts).
    await eventually(async () => ((await rowOf(logId))?.status === 1 ? true : undefined));
    expect(closedSockets).not.toContain('a');
    const resumed = resume(logId);
    setTimeout(() => gates.get('a')?.(), 300);
    const r = await resumed;
    expect(r.status).toBe(200);
    expect(r.replies[0]).toMatchObject({ status: 1, answerContent: '第一段', logId });
    expect(r.answer).toBe('第一段，第二段');
    expect(r.final).toMatchObject({ status: 3, logId });
    expect(await rowOf(logId)).toMatchObject({ status: 3, answer: '第一段，第二段' });
  });

  it('replays a finished answer with its stored status', async () => {
    const done = await ask(live, { content: '普通问题', resumable: 1 });
    const logId = done.final?.logId ?? '';
    const r = await resume(logId);
    expect(r.answer).toBe('完整回答');
    expect(r.final).toMatchObject({ status: 3, logId });
    expect(r.replies).toHaveLength(2);
  });

  it('停止 reaches an answer whose client left: stored with status 4 and the text so far', async () => {
    const { logId } = await askAndLeave('b');
    const stopped = await post(live, '/v2/aiassistant/question/stop', { logId });
    expect(stopped).toMatchObject({ code: Code.OK, data: { stopped: true } });
    const row = await eventually(async () => {
      const found = await rowOf(logId);
      return found && found.status !== 1 ? found : undefined;
    });
    expect(row).toMatchObject({ status: 4, answer: '第一段' });
    const again = await post(live, '/v2/aiassistant/question/stop', { logId });
    expect(again).toMatchObject({ code: Code.OK, data: { stopped: false } });
    const r = await resume(logId);
    expect(r.answer).toBe('第一段');
    expect(r.final?.status).toBe(4);
    gates.get('b')?.();
  });

  it("refuses another teacher's answer with 40004, and a bad logId with 40001", async () => {
    const { logId } = await askAndLeave('c');
    await eventually(async () => ((await rowOf(logId))?.status === 1 ? true : undefined));
    const other = await tokenFor(live.app, (await insertUser(live.database)).id);
    const r = await resume(logId, other);
    expect(r.json).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_LOG_NOT_FOUND });
    const s = await post(live, '/v2/aiassistant/question/stop', { logId }, other);
    expect(s).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_LOG_NOT_FOUND });
    expect((await rowOf(logId))?.status).toBe(1);
    const bad = await post(live, '/v2/aiassistant/question/stop', { logId: 'x' });
    expect(bad.code).toBe(Code.INVALID_PARAM);
    gates.get('c')?.();
    await eventually(async () => ((await rowOf(logId))?.status === 3 ? true : undefined));
  });

  it('without resumable, leaving still stops the answer', async () => {
    waiting.set('d', gate('d'));
    const client = new AbortController();
    let logId = '';
    await ask(
      live,
      { content: 'GATE d' },
      {
        signal: client.signal,
        onEvent: (e) => {
          if (e.event === 'ai-reply' && e.data.answerContent === '第一段') {
            logId = e.data.logId ?? '';
            client.abort();
          }
        },
      },
    );
    const row = await eventually(async () => {
      const found = await rowOf(logId);
      return found && found.status !== 1 ? found : undefined;
    });
    expect(row).toMatchObject({ status: 4, answer: '第一段' });
    gates.get('d')?.();
  });
});
