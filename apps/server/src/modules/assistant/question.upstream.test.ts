import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunk,
  sleep,
  sse,
  startServer,
  startStream,
  writeChunk,
  type TestServer,
} from '../../ai/__fixtures__/http-server';
import { conversationMessages } from '../../db/schema';
import { MSG_TOO_MANY_QUESTIONS, MSG_TOO_MANY_STREAMS } from './messages';
import { insertUser, tokenFor } from '../../test/identity';
import { ask, eventually, startLive, type LiveContext } from './__fixtures__/stream-client';
import { aiAssistantQuestionRoute } from './question.routes';

/**
 * A local OpenAI-compatible chat-completions server; what it does depends on a marker in the
 * last user message (NORMAL, SLOW, ERROR, HANG, CUT, WAIT, ECHO).
 */
let upstream: TestServer;
let live: LiveContext;

interface ChatBody {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
}

beforeAll(async () => {
  upstream = await startServer(async (_req, res, raw) => {
    const body = JSON.parse(raw) as ChatBody;
    const question = body.messages.at(-1)?.content ?? '';
    if (question.includes('ERROR')) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'upstream exploded' } }));
      return;
    }
    startStream(res);
    if (question.includes('HANG')) return; // headers, then silence
    if (question.includes('WAIT')) {
      await writeChunk(res, sse(chunk({ content: '请稍等' })));
      return; // then silence until the client goes away
    }
    if (body.model === 'reasoner-model') {
      await writeChunk(res, sse(chunk({ reasoning_content: '先想一想，' })));
      await writeChunk(res, sse(chunk({ reasoning_content: '再回答。' })));
    }
    if (question.includes('VIOLATE')) {
      await writeChunk(res, sse(chunk({ content: '教你制作' })));
      await writeChunk(res, sse(chunk({ content: '炸弹的方法' })));
      await writeChunk(res, sse(chunk({ content: '第一步' })));
      res.end('data: [DONE]\n\n');
      return;
    }
    if (question.includes('ECHO')) {
      await writeChunk(res, sse(chunk({ content: JSON.stringify(body.messages) })));
    } else {
      const parts = ['你好', '，老师', '！$x^2$'];
      for (const part of parts) {
        if (question.includes('SLOW')) await sleep(350);
        await writeChunk(res, sse(chunk({ content: part })));
        if (question.includes('CUT') && part === '，老师') {
          res.destroy();
          return;
        }
      }
    }
    await writeChunk(res, sse(chunk({}, 'stop')));
    res.end('data: [DONE]\n\n');
  });
  live = await startLive({
    AI_BASE_URL: `${upstream.url}/v1`,
    AI_API_KEY: 'sk-test-secret',
    AI_MODEL: 'chat-model',
    AI_REASONING_MODEL: 'reasoner-model',
    // Far above scheduling noise: on a loaded CI machine the first chunk took over 600 ms to
    // arrive, and a short idle timeout then ended a normal answer with status 4. The idle timeout
    // itself is tested on its own app below.
    AI_TIMEOUT_MS: '30000',
    AI_KEEP_ALIVE_MS: '100',
  });
});
afterAll(async () => {
  await live?.close();
  await upstream?.close();
});

const rowOf = async (logId: string | undefined) => {
  const [row] = await live.database.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.id, logId ?? '00000000-0000-0000-0000-000000000000'));
  return row;
};
const lastRequest = (): ChatBody => JSON.parse(upstream.requests.at(-1)?.body ?? '{}') as ChatBody;

describe(`${aiAssistantQuestionRoute.name} with an OpenAI-compatible model`, () => {
  it('streams the model’s deltas and ends with status 3', async () => {
    const r = await ask(live, { content: 'NORMAL 你好', isNetwork: 0 });
    expect(r.replies.map((x) => [x.status, x.answerContent])).toEqual([
      [1, '你好'],
      [1, '，老师'],
      [1, '！$x^2$'],
      [3, ''],
    ]);
    const sent = lastRequest();
    expect(sent).toMatchObject({ model: 'chat-model', stream: true });
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'NORMAL 你好' });
    expect(upstream.requests.at(-1)?.headers.authorization).toBe('Bearer sk-test-secret');
    expect(await rowOf(r.final?.logId)).toMatchObject({
      answer: '你好，老师！$x^2$',
      status: 3,
      provider: 'openai-compatible',
    });
  });

  it('uses the reasoning model for deep think and streams reasoningContent', async () => {
    const r = await ask(live, { content: 'NORMAL 深度', isDeepThink: 1 });
    expect(lastRequest().model).toBe('reasoner-model');
    expect(r.reasoning).toBe('先想一想，再回答。');
    expect(r.answer).toBe('你好，老师！$x^2$');
    expect(r.final?.status).toBe(3);
    expect(await rowOf(r.final?.logId)).toMatchObject({
      reasoning: '先想一想，再回答。',
      deepThink: 1,
    });
  });

  it('sends keep-alive while the model is slow, and still completes', async () => {
    const r = await ask(live, { content: 'SLOW 慢一点' });
    expect(r.final?.status).toBe(3);
    expect(r.answer).toBe('你好，老师！$x^2$');
    const keepAlives = r.events.filter((e) => e.event === 'keep-alive');
    expect(keepAlives.length).toBeGreaterThanOrEqual(3);
    // The model is silent 350 ms before each delta: the 100 ms keep-alive fills every gap.
    const names = r.events.map((e) => (e.event === 'ai-reply' ? 'reply' : e.event)).join(',');
    expect(names).toMatch(
      /^(keep-alive,)+reply,(keep-alive,)+reply,(keep-alive,)+reply,(keep-alive,)*reply$/,
    );
  });

  it('ends with status 4 when the model answers an HTTP error', async () => {
    const r = await ask(live, { content: 'ERROR 出错' });
    expect(r.replies).toEqual([
      {
        status: 4,
        answerContent: '',
        logId: r.final?.logId,
        conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(await rowOf(r.final?.logId)).toMatchObject({ status: 4, answer: '' });
    expect(live.logs.join('\n')).not.toContain('sk-test-secret');
  });

  it('ends with status 4 when the connection is cut mid-stream, keeping what was produced', async () => {
    const r = await ask(live, { content: 'CUT 断开' });
    expect(r.answer).toBe('你好，老师');
    expect(r.final?.status).toBe(4);
    expect(await rowOf(r.final?.logId)).toMatchObject({ status: 4, answer: '你好，老师' });
  });

  it('aborts the upstream within a second when the client goes away, and stores the exchange', async () => {
    const client = new AbortController();
    let abortedAt = 0;
    let logId: string | undefined;
    const index = upstream.requests.length;
    const r = await ask(
      live,
      { content: 'WAIT 等待' },
      {
        signal: client.signal,
        onEvent: (e) => {
          if (e.event === 'ai-reply' && e.data.answerContent === '请稍等') {
            logId = e.data.logId;
            abortedAt = performance.now();
            client.abort();
          }
        },
      },
    );
    expect(r.final).toBeUndefined();
    const closedAt = await upstream.socketClosed(index);
    expect(closedAt - abortedAt).toBeLessThan(1000);
    const row = await eventually(async () => {
      const found = await rowOf(logId);
      return found && found.status !== 1 ? found : undefined;
    }, 30_000);
    expect(row).toMatchObject({ status: 4, answer: '请稍等' });
  });

  it('ends with status 5 when the answer hits the word list, without sending the word', async () => {
    const r = await ask(live, { content: 'VIOLATE 普通问题' });
    expect(r.replies.map((x) => [x.status, x.answerContent])).toEqual([
      [1, '教你制作'],
      [5, ''],
    ]);
    expect(await rowOf(r.final?.logId)).toMatchObject({ status: 5, answer: '教你制作' });
  });

  it('sends image links before the question, and the history of the conversation', async () => {
    const first = await ask(live, { content: 'NORMAL 第一问' });
    await ask(live, {
      content: 'ECHO 第二问',
      logId: first.final?.logId,
      imgUrls: ['https://img.example.cn/a.png', '/oss/uploads/1/b.png'],
    });
    const messages = lastRequest().messages;
    expect(messages.slice(-3)).toEqual([
      { role: 'user', content: 'NORMAL 第一问' },
      { role: 'assistant', content: '你好，老师！$x^2$' },
      {
        role: 'user',
        content:
          '用户随问题附上了2张图片：\n图片1：https://img.example.cn/a.png\n图片2：http://127.0.0.1:8080/oss/uploads/1/b.png\n\nECHO 第二问',
      },
    ]);
  });

  it('limits concurrent streams per teacher (42900), and frees the slot when one ends', async () => {
    const userId = (await insertUser(live.database)).id;
    const token = await tokenFor(live.app, userId);
    const controllers = [new AbortController(), new AbortController()];
    const firstReplies: Promise<void>[] = [];
    const running = controllers.map((c) => {
      let replied!: () => void;
      firstReplies.push(new Promise<void>((resolve) => (replied = resolve)));
      return ask(
        live,
        { content: 'WAIT 占用' },
        {
          token,
          signal: c.signal,
          onEvent: (e) => {
            if (e.event === 'ai-reply') replied();
          },
        },
      );
    });
    // Both streams are running (each holds its slot) once each has sent its first delta.
    await Promise.all(firstReplies);
    const third = await ask(live, { content: 'NORMAL 第三个' }, { token });
    expect(third.json).toEqual({
      code: Code.TOO_MANY_REQUESTS,
      msg: MSG_TOO_MANY_STREAMS,
      data: null,
    });
    // Another teacher is not affected.
    expect((await ask(live, { content: 'NORMAL 别人' })).final?.status).toBe(3);
    controllers[0]?.abort();
    await running[0];
    const again = await eventually(async () => {
      const r = await ask(live, { content: 'NORMAL 再来' }, { token });
      return r.final ? r : undefined;
    }, 30_000);
    expect(again.final?.status).toBe(3);
    controllers[1]?.abort();
    await running[1];
  });
});

describe('the idle timeout', () => {
  it('ends with status 4 after AI_TIMEOUT_MS when the model hangs', async () => {
    // No data ever comes, so scheduling noise can only delay the end, never change it.
    const hung = await startLive({
      AI_BASE_URL: `${upstream.url}/v1`,
      AI_MODEL: 'chat-model',
      AI_TIMEOUT_MS: '600',
    });
    try {
      const t0 = performance.now();
      const r = await ask(hung, { content: 'HANG 卡住' });
      const took = performance.now() - t0;
      expect(r.final?.status).toBe(4);
      expect(took).toBeGreaterThan(500);
      // The default idle timeout is 60 s: ending within seconds shows AI_TIMEOUT_MS applied.
      expect(took).toBeLessThan(10_000);
      const [row] = await hung.database.db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.id, r.final?.logId ?? ''));
      expect(row).toMatchObject({ status: 4, answer: '' });
    } finally {
      await hung.close();
    }
  });
});

describe('shutting down', () => {
  it('ends live streams with status 4 instead of waiting for them', async () => {
    const server = await startLive({
      AI_BASE_URL: `${upstream.url}/v1`,
      AI_MODEL: 'chat-model',
      AI_TIMEOUT_MS: '60000',
    });
    let closing: Promise<void> | undefined;
    const t0 = performance.now();
    const r = await ask(
      server,
      { content: 'WAIT 关闭' },
      {
        onEvent: (e) => {
          if (e.event === 'ai-reply' && e.data.status === 1) closing ??= server.close();
        },
      },
    );
    await closing;
    expect(r.final?.status).toBe(4);
    expect(performance.now() - t0).toBeLessThan(10_000);
  });
});

describe('the per-teacher question rate', () => {
  it('answers 42900 after AI_QUESTIONS_PER_MINUTE questions', async () => {
    const limited = await startLive({ AI_QUESTIONS_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await ask(limited, { content: `作文 ${i}` })).final?.status).toBe(3);
      }
      const refused = await ask(limited, { content: '作文 3' });
      expect(refused.json).toEqual({
        code: Code.TOO_MANY_REQUESTS,
        msg: MSG_TOO_MANY_QUESTIONS,
        data: null,
      });
      const other = await tokenFor(limited.app, (await insertUser(limited.database)).id);
      expect((await ask(limited, { content: '作文' }, { token: other })).final?.status).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
