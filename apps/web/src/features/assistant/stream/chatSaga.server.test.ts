// The chat sagas in a real store against the real server (offline knowledge mode, no model),
// over HTTP only: every assertion is on state the teacher would see.
import { AI_STATUS_COMPLETE, MSG_DEFAULT_WELCOME } from '@aita/core';
import { startTestServer, type TestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppStore, RootState } from '../../../app/store';
import { waitForState } from '../../../test/waitForState';
import { chatEntered, conversationSelected, questionAsked, stopRequested } from '../chatSlice';
import { watchChat } from '../chatSaga';
import {
  createChatStore as createStoreOn,
  messagesOf as messages,
  registerTeacher,
  settleCalls,
} from '../testing';

let server: TestServer;
let token = '';

const createChatStore = (stored: string, sent: string = stored) =>
  createStoreOn(server.url, stored, sent);
const lastAi = (state: RootState) =>
  messages(state)
    .filter((m) => m.type === 'ai')
    .at(-1);
const stop = (store: AppStore) => store.sagaTask.cancel();

beforeAll(async () => {
  server = await startTestServer();
  token = await registerTeacher(server.url);
}, 120_000);

afterAll(async () => {
  await settleCalls();
  await server?.close();
});

describe(watchChat, () => {
  it('streams an answer with web search and deep think into state, then lists its conversation', async () => {
    const { store } = createChatStore(token);
    await waitForState(store, (s) => s.auth.hasToken);
    store.dispatch(chatEntered({ uri: null }));
    const welcomed = await waitForState(store, (s) => s.chat.welcome.status === 'ready', 20_000);
    expect(welcomed.chat.welcome.text.length).toBeGreaterThan(0);
    expect(welcomed.chat.welcome.text).not.toBe(MSG_DEFAULT_WELCOME);
    expect(welcomed.chat.welcome.isOffline).toBe(true);

    store.dispatch(
      questionAsked({ content: '义务教育数学课程标准的核心素养', deepThink: true, network: true }),
    );
    const during = await waitForState(store, (s) => s.chat.phase !== 'idle');
    expect(during.chat.phase).not.toBe('idle');
    const done = await waitForState(
      store,
      (s) => s.chat.phase === 'idle' && s.chat.conversationId !== null,
      30_000,
    );
    const [user, ai] = messages(done);
    expect(user).toMatchObject({ type: 'user', content: '义务教育数学课程标准的核心素养' });
    expect(ai?.type).toBe('ai');
    expect(ai?.finalStatus).toBe(AI_STATUS_COMPLETE);
    expect(ai?.phase).toBe('done');
    expect(ai?.content).toContain('当前未配置大模型');
    expect(ai?.reasoning?.length).toBeGreaterThan(0);
    expect(ai?.thinkEndedAt).toBeGreaterThanOrEqual(ai?.thinkStartedAt ?? Infinity);
    expect(ai?.networkNumber).toBeGreaterThan(0);
    expect(ai?.logId).toMatch(/^[0-9a-f-]{36}$/);
    expect(done.chat.lastLogId).toBe(ai?.logId);

    const withResults = await waitForState(
      store,
      (s) => s.chat.results[ai?.logId ?? '']?.status === 'ready',
    );
    expect(withResults.chat.results[ai?.logId ?? '']?.list).toHaveLength(ai?.networkNumber ?? -1);
    const listed = await waitForState(store, (s) =>
      s.conversations.list.some((c) => c.id === s.chat.conversationId),
    );
    expect(listed.conversations.list[0]?.title).toContain('义务教育数学课程标准');
    stop(store);
  }, 60_000);

  it('停止 keeps the partial answer, re-enables the input and takes no further chunks', async () => {
    const { store } = createChatStore(token);
    await waitForState(store, (s) => s.auth.hasToken);
    store.dispatch(chatEntered({ uri: null }));
    store.dispatch(
      questionAsked({ content: '教案生成有什么功能？', deepThink: false, network: false }),
    );
    await waitForState(store, (s) => (lastAi(s)?.content.length ?? 0) > 0, 20_000);
    store.dispatch(stopRequested());
    const stopped = store.getState();
    expect(stopped.chat.phase).toBe('idle');
    const ai = lastAi(stopped);
    expect(ai?.phase).toBe('stopped');
    expect(ai?.finalStatus).toBeUndefined();
    expect(ai?.content.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lastAi(store.getState())?.content).toBe(ai?.content);
    expect(store.getState().chat.phase).toBe('idle');
    stop(store);
  }, 60_000);

  it('20100 from the server withdraws the question and fires loginRequested', async () => {
    // The page believes it holds a token, but the call goes out without one (e.g. it expired).
    const { store } = createChatStore(token, '');
    await waitForState(store, (s) => s.auth.hasToken);
    store.dispatch(chatEntered({ uri: null }));
    store.dispatch(questionAsked({ content: '你好', deepThink: false, network: false }));
    const state = await waitForState(store, (s) => s.auth.overlayOpen, 20_000);
    expect(messages(state)).toEqual([]);
    expect(state.chat.phase).toBe('idle');
    stop(store);
  }, 60_000);

  it('an anonymous teacher gets the login instead of a request', async () => {
    const { store } = createChatStore('');
    store.dispatch(chatEntered({ uri: null }));
    store.dispatch(questionAsked({ content: '你好', deepThink: false, network: false }));
    const state = await waitForState(store, (s) => s.auth.overlayOpen);
    expect(messages(state)).toEqual([]);
    stop(store);
  });

  it('asks the new-home request it arrives with, with its deep think and network search', async () => {
    const { store } = createChatStore(token);
    await waitForState(store, (s) => s.auth.hasToken);
    const request = {
      appId: 0,
      name: '',
      isTemplate: false,
      category: 'aiassistant',
      content: '作文批改怎么用',
      isDeepThink: true,
      isNetworkSearch: 2 as const,
      timestamp: Date.now(),
      imgUrls: [],
    };
    store.dispatch(chatEntered({ uri: null, request }));
    const done = await waitForState(
      store,
      (s) => lastAi(s)?.finalStatus === AI_STATUS_COMPLETE && s.chat.phase === 'idle',
      30_000,
    );
    expect(messages(done)[0]?.content).toBe('作文批改怎么用');
    expect(lastAi(done)?.isNetworkSearch).toBe(true);
    expect(lastAi(done)?.reasoning?.length).toBeGreaterThan(0);
    stop(store);
  }, 60_000);

  it('reopens a conversation from the list and continues it with the last logId', async () => {
    const { store } = createChatStore(token);
    await waitForState(store, (s) => s.conversations.status === 'ready', 20_000);
    const target = store.getState().conversations.list.find((c) => c.title.includes('作文批改'));
    expect(target).toBeDefined();
    store.dispatch(chatEntered({ uri: null }));
    store.dispatch(conversationSelected({ id: target?.id ?? '' }));
    const loaded = await waitForState(store, (s) => s.chat.ids.length === 2, 20_000);
    expect(messages(loaded).map((m) => m.type)).toEqual(['user', 'ai']);
    const logId = loaded.chat.lastLogId;
    expect(logId).toBe(lastAi(loaded)?.logId);

    store.dispatch(questionAsked({ content: '再简短一点', deepThink: false, network: false }));
    const next = await waitForState(
      store,
      (s) => s.chat.ids.length === 4 && s.chat.phase === 'idle',
      30_000,
    );
    expect(next.chat.conversationId).toBe(target?.id);
    const refreshed = await waitForState(store, (s) =>
      s.conversations.list.some(
        (c) => c.id === target?.id && c.updateTime >= (target?.updateTime ?? 0),
      ),
    );
    expect(refreshed.conversations.list.filter((c) => c.title.includes('作文批改'))).toHaveLength(
      1,
    );
    stop(store);
  }, 60_000);
});
