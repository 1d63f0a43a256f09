// The assistant's stream and conversation calls against the real AITA server (offline knowledge
// mode: no model configured) on a fresh embedded database. Outside src/ for the lint boundary.
import {
  AI_STATUS_COMPLETE,
  AI_STATUS_UNABLE,
  Code,
  MSG_STREAM_CLOSED_MANUALLY,
  type AiReplyEvent,
} from '@aita/core';
import { registerOnTestServer, startTestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient,
  deleteConversation,
  fetchAssistantInfo,
  fetchChatConfig,
  fetchChatUriInfo,
  fetchConversation,
  fetchConversationLog,
  fetchConversations,
  fetchNetworkLog,
  renameConversation,
  streamAssistantQuestion,
  updateConversationPin,
} from '../src/index';
import type { ApiClient, AssistantQuestionBody } from '../src/index';

let server: Awaited<ReturnType<typeof startTestServer>>;
let client: ApiClient;
let anonymous: ApiClient;
let token = '';
let clears = 0;

const makeClient = (getToken: () => string) =>
  createApiClient({
    baseUrl: server.url,
    getToken,
    clearToken: () => {
      clears += 1;
    },
    getDeviceId: () => 'api-assistant-device',
    getAnonymousId: () => 'api-assistant-anon',
    reload: () => undefined,
  });

beforeAll(async () => {
  server = await startTestServer();
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const envelope = await registerOnTestServer(server.url, { phone, password: 'stream-test-2026' });
  expect(envelope.code).toBe(200);
  token = envelope.data.token;
  client = makeClient(() => token);
  anonymous = makeClient(() => '');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const question = (content: string, extra: Partial<AssistantQuestionBody> = {}) => ({
  content,
  type: 'normal' as const,
  isNetwork: 0 as const,
  isDeepThink: 0 as const,
  ...extra,
});

describe(streamAssistantQuestion, () => {
  it('streams deltas of an offline answer and ends with status 3 under one logId', async () => {
    const replies: AiReplyEvent[] = [];
    const stream = streamAssistantQuestion(client, question('作文批改怎么用？'), {
      onReply: (e) => replies.push(e),
    });
    const result = await stream.done;
    expect(result.state).toBe('completed');
    expect(result.finalStatus).toBe(AI_STATUS_COMPLETE);
    expect(result.isReplyComplete).toBe(true);
    expect(replies.length).toBeGreaterThan(3);
    expect(replies.slice(0, -1).every((r) => r.status === 1)).toBe(true);
    expect(replies.at(-1)?.status).toBe(AI_STATUS_COMPLETE);
    expect(result.answer).toBe(replies.map((r) => r.answerContent).join(''));
    expect(result.answer).toContain('当前未配置大模型');
    expect(result.logId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(replies.map((r) => r.logId))).toEqual(new Set([result.logId]));
  });

  it('with web search on: ai-networking, then the same results at /v1/network/log/list', async () => {
    let networking: { networkNumber: number; logId: string } | undefined;
    const result = await streamAssistantQuestion(
      client,
      question('义务教育数学课程标准的核心素养是什么？', { isNetwork: 2, isDeepThink: 1 }),
      { onNetworking: (e) => (networking = e) },
    ).done;
    expect(result.finalStatus).toBe(AI_STATUS_COMPLETE);
    expect(networking?.networkNumber).toBeGreaterThan(0);
    expect(result.networkNumber).toBe(networking?.networkNumber);
    expect(result.reasoning.length).toBeGreaterThan(0);
    const { list } = await fetchNetworkLog(client, result.logId ?? '');
    expect(list).toHaveLength(networking?.networkNumber ?? -1);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['hostLogo', 'hostname', 'link', 'publishedTime', 'summary', 'title'].sort(),
    );
    expect(result.answer).toMatch(/\[1\]/);
  });

  it('close() mid-stream: 连接已手动关闭 once, the partial answer stays and is stored', async () => {
    const closed: string[] = [];
    let deltas = 0;
    const stream = streamAssistantQuestion(client, question('教案生成有什么功能？'), {
      onReply: () => {
        deltas += 1;
        if (deltas === 2) stream.close();
      },
      onClosed: (m) => closed.push(m),
    });
    const result = await stream.done;
    expect(result.state).toBe('closed');
    expect(result.finalStatus).toBeUndefined();
    expect(closed).toEqual([MSG_STREAM_CLOSED_MANUALLY]);
    expect(stream.close()).toBe(false);
    expect(closed).toHaveLength(1);
    expect(result.answer.length).toBeGreaterThan(0);

    // The server stores what was produced, with status 4, under the logId.
    const { list } = await fetchConversations(client);
    const latest = list.find((c) => c.title.startsWith('教案生成有什么功能'));
    expect(latest).toBeDefined();
    await expect
      .poll(async () => {
        const log = await fetchConversationLog(client, { id: latest?.id ?? '' });
        return log.list.at(-1)?.status;
      })
      .toBe(AI_STATUS_UNABLE);
    const log = await fetchConversationLog(client, { id: latest?.id ?? '' });
    expect(log.list.at(-1)?.answer.startsWith(result.answer.slice(0, 6))).toBe(true);
  });

  it('an anonymous question is refused with 20100 before any event; the token is cleared', async () => {
    const before = clears;
    let events = 0;
    const error = await streamAssistantQuestion(anonymous, question('你好'), {
      onReply: () => (events += 1),
    }).done.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', code: Code.NOT_LOGGED_IN });
    expect(events).toBe(0);
    expect(clears).toBe(before + 1);
  });

  it('a blank question is refused with 40001 naming the field', async () => {
    const error = await streamAssistantQuestion(client, question('   ')).done.catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'business', code: Code.INVALID_PARAM });
  });
});

describe('conversation calls', () => {
  it('lists, pins, renames, reads, continues and deletes a conversation', async () => {
    const first = await streamAssistantQuestion(client, question('说课稿怎么写？')).done;
    const { list } = await fetchConversations(client);
    const conversation = list.find((c) => c.title.startsWith('说课稿怎么写'));
    expect(conversation).toBeDefined();
    const id = conversation?.id ?? '';

    // Continue it: logId of the last exchange on the next question.
    await streamAssistantQuestion(client, question('再详细一点', { logId: first.logId })).done;
    const log = await fetchConversationLog(client, { id });
    expect(log.list.map((m) => m.question)).toEqual(['说课稿怎么写？', '再详细一点']);
    expect(log.total).toBe(2);

    await updateConversationPin(client, id, 1);
    const pinned = await fetchConversations(client);
    expect(pinned.list[0]).toMatchObject({ id, isTop: 1 });

    await renameConversation(client, id, '说课稿备课');
    await expect(fetchConversation(client, id)).resolves.toMatchObject({ title: '说课稿备课' });

    await deleteConversation(client, id);
    const after = await fetchConversations(client);
    expect(after.list.some((c) => c.id === id)).toBe(false);
    await expect(fetchConversationLog(client, { id })).rejects.toMatchObject({
      code: Code.NOT_FOUND,
    });
  });
});

describe(fetchAssistantInfo, () => {
  it('gives the welcome text, web search offered, a logo and the offline flag', async () => {
    const info = await fetchAssistantInfo(anonymous);
    expect(info.prologueDesc.length).toBeGreaterThan(0);
    expect(info.isNetwork).toBe(2);
    expect(info.logo).toMatch(/^data:image\/svg\+xml/);
    expect(info.isOffline).toBe(1);
  });

  it('chat config by appId and the uri info agree', async () => {
    const { list } = await fetchConversations(client);
    expect(Array.isArray(list)).toBe(true);
    const apps = (await (
      await fetch(`${server.url}/v1/app/index/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as { data: { columnList: { appList: { appId: number; uri: string }[] }[] } };
    const app = apps.data.columnList.flatMap((c) => c.appList)[0];
    expect(app).toBeDefined();
    const config = await fetchChatConfig(anonymous, { appId: app?.appId ?? 0 });
    expect(config.prologueDesc.length).toBeGreaterThan(0);
    const uriInfo = await fetchChatUriInfo(anonymous, app?.uri ?? '');
    expect(uriInfo.app.appId).toBe(app?.appId);
    expect(uriInfo.config.prologueDesc).toBe(config.prologueDesc);
  });
});
