// The conversation log call against the real AITA server (offline knowledge mode) on a fresh
// embedded database: paging back from the newest exchange with `order` and `before`, and the
// image links of a question. Outside src/ for the lint boundary.
import { Code } from '@aita/core';
import { registerOnTestServer, startTestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient,
  fetchConversationLog,
  fetchConversations,
  streamAssistantQuestion,
} from '../src/index';
import type { ApiClient, AssistantQuestionBody } from '../src/index';

let server: Awaited<ReturnType<typeof startTestServer>>;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const envelope = await registerOnTestServer(server.url, { phone, password: 'talk-test-2026' });
  expect(envelope.code).toBe(200);
  const token = envelope.data.token;
  client = createApiClient({
    baseUrl: server.url,
    getToken: () => token,
    clearToken: () => undefined,
    getDeviceId: () => 'api-talk-device',
    getAnonymousId: () => 'api-talk-anon',
    reload: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const ask = async (content: string, extra: Partial<AssistantQuestionBody> = {}) =>
  streamAssistantQuestion(client, {
    content,
    type: 'normal',
    isNetwork: 0,
    isDeepThink: 0,
    ...extra,
  }).done;

describe(fetchConversationLog, () => {
  it('pages back from the newest exchange with order desc and a before cursor', async () => {
    const image = `${server.url}/oss/uploads/1/20260101/1-board.jpg`;
    let last = await ask('第1问：作文批改怎么用？', { imgUrls: [image] });
    for (let n = 2; n <= 5; n += 1) {
      last = await ask(`第${n}问：再简短一点`, { logId: last.logId });
    }
    const { list } = await fetchConversations(client);
    const id = list.find((c) => c.title.startsWith('第1问'))?.id ?? '';

    const newest = await fetchConversationLog(client, { id, order: 'desc', pageSize: 2 });
    expect(newest.list.map((m) => m.question)).toEqual(['第5问：再简短一点', '第4问：再简短一点']);
    expect(newest.list[0]?.logId).toBe(last.logId);
    expect(newest).toMatchObject({ total: 5, hasMore: true });

    const middle = await fetchConversationLog(client, {
      id,
      order: 'desc',
      pageSize: 2,
      before: newest.list.at(-1)?.logId,
    });
    expect(middle.list.map((m) => m.question)).toEqual(['第3问：再简短一点', '第2问：再简短一点']);
    expect(middle.hasMore).toBe(true);

    const oldest = await fetchConversationLog(client, {
      id,
      order: 'desc',
      pageSize: 2,
      before: middle.list.at(-1)?.logId,
    });
    expect(oldest.list.map((m) => m.question)).toEqual(['第1问：作文批改怎么用？']);
    expect(oldest.list[0]?.imgUrls).toEqual([image]);
    expect(oldest.hasMore).toBe(false);

    // The default is unchanged: oldest first.
    const asc = await fetchConversationLog(client, { id, pageSize: 3 });
    expect(asc.list.map((m) => m.question.slice(0, 3))).toEqual(['第1问', '第2问', '第3问']);
    expect(asc.hasMore).toBe(true);

    await expect(
      fetchConversationLog(client, {
        id,
        order: 'desc',
        before: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ code: Code.NOT_FOUND, msg: '对话记录不存在' });
    await expect(fetchConversationLog(client, { id, order: 'up' as 'asc' })).rejects.toMatchObject({
      code: Code.INVALID_PARAM,
      msg: '参数错误：order 应为 asc 或 desc',
    });
  }, 60_000);
});
