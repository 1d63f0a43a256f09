import { AI_STREAM_EVENTS, isFinalAiStatus } from '@aita/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createSensitiveWordFilter } from '../moderation/sensitive-words';
import { createCorpusSearchProvider } from '../search/corpus-search';
import { createSearxngSearchProvider } from '../search/searxng';
import { CORPUS } from './__fixtures__/corpus';
import {
  chunk,
  never,
  sleep,
  sse,
  startServer,
  startStream,
  STALL_TIMEOUT_MS,
  writeChunk,
  type Handler,
  type TestServer,
} from './__fixtures__/http-server';
import {
  runAssistantAnswer,
  type AssistantAnswerInput,
  type AssistantStreamEvent,
} from './answer-pipeline';
import { createOfflineKnowledgeProvider, OFFLINE_NOTICE } from './offline-knowledge';
import { createOpenAiCompatibleProvider } from './openai-compatible';
import type { ChatMessage } from './provider';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(handler: Handler): Promise<TestServer> {
  const srv = await startServer(handler);
  servers.push(srv);
  return srv;
}

const moderation = createSensitiveWordFilter();
const offline = createOfflineKnowledgeProvider({ documents: CORPUS });
const corpusSearch = createCorpusSearchProvider({ documents: CORPUS });

async function modelServer(handler: Handler, timeoutMs = 5000) {
  const srv = await serve(handler);
  const provider = createOpenAiCompatibleProvider({
    baseUrl: `${srv.url}/v1`,
    apiKey: 'sk-pipeline',
    model: 'chat-model',
    reasoningModel: 'reasoner-model',
    timeoutMs,
  });
  return { srv, provider };
}

async function run(
  overrides: Partial<AssistantAnswerInput> & Pick<AssistantAnswerInput, 'provider'>,
) {
  const events: AssistantStreamEvent[] = [];
  const t0 = performance.now();
  const result = await runAssistantAnswer({
    moderation,
    question: '学生的作文怎么批改比较高效？',
    deepThink: false,
    network: false,
    controller: new AbortController(),
    logId: 'log-1',
    onEvent: (e) => {
      events.push(e);
    },
    now: () => new Date('2026-03-02T08:00:00Z'),
    ...overrides,
  });
  const replies = events.flatMap((e) => (e.event === AI_STREAM_EVENTS.reply ? [e.data] : []));
  const finals = replies.filter((r) => isFinalAiStatus(r.status));
  return {
    result,
    events,
    replies,
    finals,
    elapsed: performance.now() - t0,
    sent: replies.map((r) => r.answerContent).join(''),
    sentReasoning: replies.map((r) => r.reasoningContent ?? '').join(''),
  };
}

/** Exactly one final reply, the last event, with an empty answer and the log id. */
function expectOneFinal(got: Awaited<ReturnType<typeof run>>, status: number): void {
  expect(got.finals).toHaveLength(1);
  expect(got.events.at(-1)).toEqual({
    event: 'ai-reply',
    data: { status, answerContent: '', logId: 'log-1' },
  });
  expect(got.result.status).toBe(status);
  for (const r of got.replies.slice(0, -1)) expect(r.status).toBe(1);
}

describe(runAssistantAnswer, () => {
  it('status 3 offline with web search: networking first, deltas, one final; answer cites results', async () => {
    const got = await run({ provider: offline, search: corpusSearch, network: true });
    expectOneFinal(got, 3);
    const first = got.events[0];
    expect(first?.event).toBe('ai-networking');
    expect(first?.data).toEqual({ networkNumber: got.result.searchResults.length, logId: 'log-1' });
    expect(got.result.searchResults.length).toBeGreaterThan(0);
    expect(got.result.searchResults[0]?.title).toBe('作文批改');
    expect(got.replies.length).toBeGreaterThan(5);
    expect(got.sent).toBe(got.result.answer);
    expect(got.sent.startsWith(OFFLINE_NOTICE)).toBe(true);
    expect(got.result.cited).toContain(1);
    for (const r of got.replies) expect(r.logId).toBe('log-1');
  });

  it('status 3 from a model: prompt with search context, history and question; reasoning streamed', async () => {
    const { srv, provider } = await modelServer(async (_req, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ reasoning_content: '先看资料。' })));
      await writeChunk(res, sse(chunk({ content: '可以从四个维度批改' })));
      await writeChunk(res, sse(chunk({ content: '[1]。' })));
      res.end(sse('[DONE]'));
    });
    const history: ChatMessage[] = [
      { role: 'user', content: '你好' },
      { role: 'assistant', content: '您好，请问有什么可以帮您？' },
    ];
    const got = await run({
      provider,
      search: corpusSearch,
      network: true,
      deepThink: true,
      history,
    });
    expectOneFinal(got, 3);
    expect(got.sent).toBe('可以从四个维度批改[1]。');
    expect(got.sentReasoning).toBe('先看资料。');
    expect(got.result).toMatchObject({ answer: got.sent, reasoning: '先看资料。', cited: [1] });
    const body = JSON.parse(srv.requests[0]?.body ?? '{}') as {
      model: string;
      messages: ChatMessage[];
    };
    expect(body.model).toBe('reasoner-model');
    const [system, context, ...rest] = body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('2026-03-02');
    expect(context?.role).toBe('system');
    expect(context?.content).toContain('[1] 作文批改');
    expect(rest).toEqual([...history, { role: 'user', content: '学生的作文怎么批改比较高效？' }]);
  });

  it('status 5 on a question that hits the filter, without calling the model', async () => {
    const { srv, provider } = await modelServer((_req, res) => res.end());
    const got = await run({
      provider,
      question: '怎样 制 作 炸 弹',
      network: true,
      search: corpusSearch,
    });
    expectOneFinal(got, 5);
    expect(got.events).toHaveLength(1);
    expect(got.result.violation).toEqual({ stage: 'question', words: ['制作炸弹'] });
    expect(srv.requests).toHaveLength(0);
  });

  it('status 5 on an answer that hits the filter: the hit delta is not sent and the upstream closes', async () => {
    const { srv, provider } = await modelServer(async (_req, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ content: '这是网络赌' })));
      await writeChunk(res, sse(chunk({ content: '博平台的介绍' })));
      await never();
    });
    const got = await run({ provider });
    expectOneFinal(got, 5);
    expect(got.sent).toBe('这是网络赌');
    expect(got.result.violation).toEqual({ stage: 'answer', words: ['网络赌博平台'] });
    expect(got.elapsed).toBeLessThan(1000);
    const closedAt = await srv.socketClosed(0);
    expect(closedAt).toBeDefined();
  });

  it('status 5 when the provider stops for content_filter', async () => {
    const { provider } = await modelServer(async (_req, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ content: '部分' })));
      res.end(sse(chunk({}, 'content_filter')) + sse('[DONE]'));
    });
    const got = await run({ provider });
    expectOneFinal(got, 5);
    expect(got.result.violation?.stage).toBe('provider');
  });

  it('status 4 on an upstream HTTP 500', async () => {
    const { provider } = await modelServer((_req, res) => {
      res.writeHead(500);
      res.end('oops');
    });
    const got = await run({ provider });
    expectOneFinal(got, 4);
    expect(got.result.error).toMatchObject({ type: 'http', status: 500 });
  });

  it('status 4 on an idle timeout and on a connection cut, keeping what was sent', async () => {
    // The idle timer also runs during the request: STALL_TIMEOUT_MS is long against scheduling
    // noise, so '开始' always arrives before it fires. Both cases run at once to keep the test short.
    const stalled = await modelServer(async (_req, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ content: '开始' })));
      await never();
    }, STALL_TIMEOUT_MS);
    const cut = await modelServer(async (_req, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ content: '一半' })));
      res.socket?.destroy();
    });
    const [a, b] = await Promise.all([
      run({ provider: stalled.provider }),
      run({ provider: cut.provider }),
    ]);
    expectOneFinal(a, 4);
    expect(a.sent).toBe('开始');
    expect(a.result.answer).toBe('开始');
    expect(a.result.error).toMatchObject({ type: 'timeout' });
    expect(a.elapsed).toBeLessThan(STALL_TIMEOUT_MS + 3000);

    expectOneFinal(b, 4);
    expect(b.sent).toBe('一半');
    expect(b.result.answer).toBe('一半');
    expect(b.result.error).toMatchObject({ type: 'network' });
  });

  it('status 4 when the model answers nothing but reasoning', async () => {
    const { provider } = await modelServer(async (_req, res) => {
      startStream(res);
      res.end(sse(chunk({ reasoning_content: '想了想' })) + sse('[DONE]'));
    });
    const got = await run({ provider, deepThink: true });
    expectOneFinal(got, 4);
    expect(got.sentReasoning).toBe('想了想');
  });

  it('status 4 when the caller aborts; the upstream socket closes within a second', async () => {
    const { srv, provider } = await modelServer(async (_req, res) => {
      startStream(res);
      for (let i = 0; i < 1000 && !res.destroyed; i++) {
        await writeChunk(res, sse(chunk({ content: '字' })));
        await sleep(30);
      }
      res.end();
    });
    const controller = new AbortController();
    let abortedAt = 0;
    const got = await run({
      provider,
      controller,
      onEvent: () => {
        if (abortedAt === 0) {
          abortedAt = performance.now();
          controller.abort();
        }
      },
    });
    expect(got.result.status).toBe(4);
    expect(got.result.error).toMatchObject({ type: 'aborted' });
    expect((await srv.socketClosed(0)) - abortedAt).toBeLessThan(1000);
  });

  it('status 4 when writing to the client fails; the upstream closes', async () => {
    const { srv, provider } = await modelServer(async (_req, res) => {
      startStream(res);
      for (let i = 0; i < 1000 && !res.destroyed; i++) {
        await writeChunk(res, sse(chunk({ content: '字' })));
        await sleep(30);
      }
      res.end();
    });
    let calls = 0;
    const got = await run({
      provider,
      onEvent: () => {
        calls++;
        throw new Error('socket closed');
      },
    });
    expect(got.result.status).toBe(4);
    expect(calls).toBe(1);
    expect(await srv.socketClosed(0)).toBeGreaterThan(0);
  });

  it('status 4 at the answer deadline even while the model keeps trickling', async () => {
    const { provider } = await modelServer(async (_req, res) => {
      startStream(res);
      for (let i = 0; i < 1000 && !res.destroyed; i++) {
        await writeChunk(res, sse(chunk({ content: '慢' })));
        await sleep(20);
      }
      res.end();
    });
    const got = await run({ provider, maxDurationMs: 300 });
    expectOneFinal(got, 4);
    expect(got.result.error).toMatchObject({ type: 'timeout' });
    expect(got.elapsed).toBeLessThan(1300);
  });

  it('answers without web results when the search fails, and reports the failure', async () => {
    const searx = await serve((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const warnings: unknown[] = [];
    const got = await run({
      provider: offline,
      network: true,
      search: createSearxngSearchProvider({ baseUrl: searx.url }),
      onWarning: (e) => warnings.push(e),
    });
    expectOneFinal(got, 3);
    expect(got.events.some((e) => e.event === 'ai-networking')).toBe(false);
    expect(got.result.searchResults).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ type: 'http', status: 500 });
  });

  it('status 4 for a blank question', async () => {
    const got = await run({ provider: offline, question: '   ' });
    expectOneFinal(got, 4);
  });
});
