// Long conversations: a reopened conversation shows its newest exchanges and 加载更早的消息
// puts the earlier pages in front. The chat saga in a real store against the real server, whose
// model is a local OpenAI-compatible stream (fast answers, so 45 exchanges take seconds).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteConversation, streamAssistantQuestion, type ApiClient } from '@aita/api';
import { startTestServer, type TestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppStore, RootState } from '../../../app/store';
import { waitForState } from '../../../test/waitForState';
import { watchChat, CONVERSATION_LOG_PAGE_SIZE } from '../chatSaga';
import {
  chatEntered,
  conversationSelected,
  earlierMessagesRequested,
  questionAsked,
} from '../chatSlice';
import {
  createChatStore,
  messagesOf,
  registerTeacher,
  settleCalls,
  testApiClient,
} from '../testing';

const EXCHANGES = 45;

/** A chat-completions stream answering 「答」 at once (the OpenAI streaming format). */
async function startModel(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.end(`${chunk({ content: '答' })}${chunk({}, 'stop')}data: [DONE]\n\n`);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server };
}

let model: { url: string; server: Server };
let server: TestServer;
let token = '';
let client: ApiClient;
let conversationId = '';
let lastLogId = '';

beforeAll(async () => {
  model = await startModel();
  server = await startTestServer({
    env: { AI_BASE_URL: model.url, AI_MODEL: 'fake-model', AI_QUESTIONS_PER_MINUTE: '1000' },
  });
  token = await registerTeacher(server.url);
  client = testApiClient(server.url, token);
  for (let n = 1; n <= EXCHANGES; n += 1) {
    const result = await streamAssistantQuestion(client, {
      content: `第${n}问`,
      type: 'normal',
      isNetwork: 0,
      isDeepThink: 0,
      ...(lastLogId ? { logId: lastLogId } : {}),
    }).done;
    lastLogId = result.logId ?? '';
    conversationId = result.conversationId ?? conversationId;
  }
}, 180_000);

afterAll(async () => {
  await settleCalls();
  await server?.close();
  model?.server.close();
}, 60_000);

const stop = (store: AppStore) => store.sagaTask.cancel();
const questions = (state: RootState) =>
  messagesOf(state)
    .filter((m) => m.type === 'user')
    .map((m) => m.content);
const asked = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `第${from + i}问`);

describe(watchChat, () => {
  it('reopens at the newest exchanges and loads earlier pages in front until the first', async () => {
    expect(CONVERSATION_LOG_PAGE_SIZE).toBe(20);
    const { store } = createChatStore(server.url, token);
    await waitForState(store, (s) => s.auth.hasToken);
    store.dispatch(chatEntered({ uri: null }));
    store.dispatch(conversationSelected({ id: conversationId }));
    const newest = await waitForState(store, (s) => s.chat.ids.length > 0, 20_000);
    expect(questions(newest)).toEqual(asked(26, 45));
    expect(newest.chat.lastLogId).toBe(lastLogId);
    expect(newest.chat.earlier).toMatchObject({ hasMore: true, status: 'idle' });
    const firstShown = newest.chat.ids[0];

    store.dispatch(earlierMessagesRequested());
    expect(store.getState().chat.earlier.status).toBe('loading');
    const second = await waitForState(store, (s) => s.chat.ids.length === 80, 20_000);
    expect(questions(second)).toEqual(asked(6, 45));
    expect(second.chat.ids[40]).toBe(firstShown);
    expect(second.chat.earlier).toMatchObject({ hasMore: true, status: 'idle' });
    // Pairs stay in order: each question is followed by its answer.
    expect(messagesOf(second).map((m) => m.type)).toEqual(
      Array.from({ length: 80 }, (_, i) => (i % 2 === 0 ? 'user' : 'ai')),
    );

    store.dispatch(earlierMessagesRequested());
    const all = await waitForState(store, (s) => s.chat.ids.length === 90, 20_000);
    expect(questions(all)).toEqual(asked(1, 45));
    expect(all.chat.earlier).toMatchObject({ hasMore: false, status: 'idle' });
    // Nothing more to ask for: a further request changes nothing.
    store.dispatch(earlierMessagesRequested());
    expect(store.getState().chat.earlier.status).toBe('idle');

    // The conversation goes on from its newest exchange.
    store.dispatch(questionAsked({ content: '第46问', deepThink: false, network: false }));
    const next = await waitForState(
      store,
      (s) => s.chat.ids.length === 92 && s.chat.phase === 'idle',
      30_000,
    );
    expect(questions(next).at(-1)).toBe('第46问');
    expect(next.chat.conversationId).toBe(conversationId);
    expect(next.chat.lastLogId).not.toBe(lastLogId);
    stop(store);
  }, 90_000);

  it('a failed earlier page shows the server message and can be asked for again', async () => {
    const { store } = createChatStore(server.url, token);
    await waitForState(store, (s) => s.auth.hasToken);
    store.dispatch(chatEntered({ uri: null }));
    store.dispatch(conversationSelected({ id: conversationId }));
    await waitForState(store, (s) => s.chat.ids.length > 0, 20_000);
    await deleteConversation(client, conversationId);
    store.dispatch(earlierMessagesRequested());
    const failed = await waitForState(
      store,
      (s) => s.toast.items.some((t) => t.text === '会话不存在'),
      20_000,
    );
    expect(failed.chat.earlier.status).toBe('failed');
    expect(failed.chat.earlier.hasMore).toBe(true);
    expect(questions(failed)).toEqual(asked(27, 46));
    store.dispatch(earlierMessagesRequested());
    expect(store.getState().chat.earlier.status).toBe('loading');
    await waitForState(store, (s) => s.chat.earlier.status === 'failed', 20_000);
    stop(store);
  }, 60_000);
});
