import { randomUUID } from 'node:crypto';
import { Code, type ConversationItem } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_NOT_LOGGED_IN } from '../identity/messages';
import { apps, conversations } from '../../db/schema';
import { MSG_CONVERSATION_NOT_FOUND } from './messages';
import { createConversationService, type ConversationService } from './conversations.service';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { recordQuestion } from './__fixtures__/record-question';
import { aitalkLogRoutes } from './log.routes';
import { aitalkMyListRoute } from './mylist.routes';

let ctx: TestContext;
let service: ConversationService;
let userId: number;
let token: string;
let otherToken: string;
let essayAppId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  service = createConversationService(ctx.database);
  userId = (await insertUser(ctx.database)).id;
  token = await tokenFor(ctx.app, userId);
  otherToken = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  const [essay] = await ctx.database.db
    .select({ id: apps.id })
    .from(apps)
    .where(eq(apps.uri, 'essay-review'));
  essayAppId = essay?.id ?? 0;
});
afterAll(() => ctx?.close());

const call = async (t: string | undefined, url: string, body?: unknown) => {
  const res = await postAs(ctx.app, t, url, body);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Records one finished exchange, as the question route does. */
async function exchange(question: string, continueLogId?: string, appId?: number) {
  const started = await recordQuestion(service, {
    userId,
    continueLogId,
    appId,
    uri: appId ? 'essay-review' : undefined,
    question,
  });
  await service.finish(started.logId, {
    status: 3,
    answer: `答：${question}`,
    reasoning: '',
    cited: [],
  });
  return started;
}

const titles = (list: ConversationItem[]) => list.map((c) => c.title);

describe(aitalkMyListRoute, () => {
  it('needs login for every conversation call', async () => {
    for (const url of [
      '/v1/aitalk/mylist',
      '/v1/aitalk/mylist/del',
      '/v1/aitalk/top/update',
      '/v1/aitalk/log/list',
      '/v1/aitalk/log/update',
      '/v1/aitalk/info',
      '/v1/network/log/list',
    ]) {
      expect(await call(undefined, url, { id: randomUUID() })).toEqual({
        code: Code.NOT_LOGGED_IN,
        msg: MSG_NOT_LOGGED_IN,
        data: null,
      });
    }
  });

  it('lists pinned first, then by last activity, paged, with the app', async () => {
    const a = await exchange('第一个会话：作文怎么批改才能又快又好，请给出详细的步骤和评分标准');
    await new Promise((r) => setTimeout(r, 5));
    const b = await exchange('第二个会话', undefined, essayAppId);
    await new Promise((r) => setTimeout(r, 5));
    const c = await exchange('第三个会话');

    let page = await call(token, '/v1/aitalk/mylist', { page: 1, pageSize: 10 });
    expect(page.code).toBe(200);
    expect(page.data.total).toBe(3);
    expect(titles(page.data.list)).toEqual([
      '第三个会话',
      '第二个会话',
      '第一个会话：作文怎么批改才能又快又好，请给出详细的步骤和评分',
    ]);
    expect(Array.from(page.data.list[2].title as string)).toHaveLength(30);
    expect(page.data.list[1]).toMatchObject({
      id: b.conversationId,
      appId: essayAppId,
      uri: 'essay-review',
      appName: '作文批改',
      isTop: 0,
    });
    expect(page.data.list[0].updateTime).toBeGreaterThan(1_700_000_000);

    // A new question moves a conversation up; pinning puts it first.
    await new Promise((r) => setTimeout(r, 5));
    await exchange('第一个会话的追问', a.logId);
    expect(titles((await call(token, '/v1/aitalk/mylist', {})).data.list)[0]).toMatch(/^第一个/);
    expect(await call(token, '/v1/aitalk/top/update', { id: c.conversationId, status: 1 })).toEqual(
      { code: 200, msg: 'ok', data: { id: c.conversationId, status: 1 } },
    );
    page = await call(token, '/v1/aitalk/mylist', { page: '1', pageSize: '2' });
    expect(titles(page.data.list)).toEqual([
      '第三个会话',
      '第一个会话：作文怎么批改才能又快又好，请给出详细的步骤和评分',
    ]);
    expect(page.data.list[0].isTop).toBe(1);
    expect(page.data.total).toBe(3);
    const second = await call(token, '/v1/aitalk/mylist', { page: 2, pageSize: 2 });
    expect(titles(second.data.list)).toEqual(['第二个会话']);
    expect(second.data.total).toBe(3);
    // A page past the end is empty and still counts every conversation.
    expect((await call(token, '/v1/aitalk/mylist', { page: 3, pageSize: 2 })).data).toEqual({
      list: [],
      total: 3,
    });

    // Unpin is idempotent.
    await call(token, '/v1/aitalk/top/update', { id: c.conversationId, status: '0' });
    await call(token, '/v1/aitalk/top/update', { id: c.conversationId, status: 0 });
    expect((await call(token, '/v1/aitalk/info', { id: c.conversationId })).data.isTop).toBe(0);

    // The other teacher sees nothing.
    expect((await call(otherToken, '/v1/aitalk/mylist', {})).data).toEqual({ list: [], total: 0 });
  });

  it('lists the exchanges of a conversation oldest first, paged', async () => {
    const first = await exchange('问一');
    await exchange('问二', first.logId);
    await exchange('问三', first.logId);
    const log = await call(token, '/v1/aitalk/log/list', { id: first.conversationId });
    expect(log.data.total).toBe(3);
    expect(log.data.list.map((m: { question: string }) => m.question)).toEqual([
      '问一',
      '问二',
      '问三',
    ]);
    expect(log.data.list[0]).toMatchObject({
      logId: first.logId,
      answer: '答：问一',
      status: 3,
      isDeepThink: 0,
      isNetwork: 0,
      isNetworkSearch: false,
      networkNumber: 0,
      imgUrls: [],
    });
    const page2 = await call(token, '/v1/aitalk/log/list', {
      id: first.conversationId,
      page: 2,
      pageSize: 2,
    });
    expect(page2.data.list.map((m: { question: string }) => m.question)).toEqual(['问三']);
    // History sent to the model: the earlier complete exchanges, oldest first.
    const next = await service.start({
      userId,
      continueLogId: first.logId,
      question: '问四',
      imgUrls: [],
      deepThink: false,
      network: false,
      provider: 'test',
    });
    await next?.stored;
    expect(next?.history.map((m) => m.content)).toEqual([
      '问一',
      '答：问一',
      '问二',
      '答：问二',
      '问三',
      '答：问三',
    ]);
  });

  it('renames with a 1..50 character title', async () => {
    const { conversationId: id } = await exchange('待重命名');
    expect(await call(token, '/v1/aitalk/log/update', { id, title: '  新的\n标题  ' })).toEqual({
      code: 200,
      msg: 'ok',
      data: { id, title: '新的 标题' },
    });
    expect((await call(token, '/v1/aitalk/info', { id })).data.title).toBe('新的 标题');
    const fifty = '题'.repeat(50);
    expect((await call(token, '/v1/aitalk/log/update', { id, title: fifty })).code).toBe(200);
    for (const [title, msg] of [
      ['', '参数错误：title 不能为空'],
      ['   ', '参数错误：title 不能为空'],
      ['题'.repeat(51), '参数错误：title 不能超过 50 个字符'],
      [5, '参数错误：title 应为字符串'],
    ] as const) {
      expect(await call(token, '/v1/aitalk/log/update', { id, title })).toEqual({
        code: Code.INVALID_PARAM,
        msg,
        data: null,
      });
    }
    expect((await call(token, '/v1/aitalk/info', { id })).data.title).toBe(fifty);
  });

  it('soft-deletes own conversations only, and hides them everywhere', async () => {
    const { conversationId: id, logId } = await exchange('要删除的会话');
    const other = { id };
    // Another teacher: 40004 for every call, and nothing changes.
    for (const [url, body] of [
      ['/v1/aitalk/mylist/del', other],
      ['/v1/aitalk/top/update', { id, status: 1 }],
      ['/v1/aitalk/log/list', other],
      ['/v1/aitalk/log/update', { id, title: '改掉' }],
      ['/v1/aitalk/info', other],
    ] as const) {
      expect(await call(otherToken, url, body)).toEqual({
        code: Code.NOT_FOUND,
        msg: MSG_CONVERSATION_NOT_FOUND,
        data: null,
      });
    }
    expect((await call(token, '/v1/aitalk/info', { id })).data.title).toBe('要删除的会话');

    expect(await call(token, '/v1/aitalk/mylist/del', { id })).toEqual({
      code: 200,
      msg: 'ok',
      data: { id },
    });
    const [row] = await ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const list = await call(token, '/v1/aitalk/mylist', { pageSize: 100 });
    expect(list.data.list.some((c: ConversationItem) => c.id === id)).toBe(false);
    expect((await call(token, '/v1/aitalk/mylist/del', { id })).code).toBe(Code.NOT_FOUND);
    expect((await call(token, '/v1/aitalk/info', { id })).code).toBe(Code.NOT_FOUND);
    expect((await call(token, '/v1/aitalk/log/list', { id })).code).toBe(Code.NOT_FOUND);
    // A deleted conversation cannot be continued.
    expect(
      await service.start({
        userId,
        continueLogId: logId,
        question: '还在吗',
        imgUrls: [],
        deepThink: false,
        network: false,
        provider: 'test',
      }),
    ).toBeUndefined();
  });

  it('validates ids and paging with Chinese 40001 messages', async () => {
    const cases: [string, unknown, string][] = [
      ['/v1/aitalk/info', {}, '参数错误：id 无效'],
      ['/v1/aitalk/info', { id: 'abc' }, '参数错误：id 无效'],
      ['/v1/aitalk/info', { id: 12 }, '参数错误：id 无效'],
      ['/v1/aitalk/mylist/del', { id: "1' or 1=1 --" }, '参数错误：id 无效'],
      [
        '/v1/aitalk/top/update',
        { id: randomUUID(), status: 2 },
        '参数错误：status 只能为 1（置顶）或 0（取消置顶）',
      ],
      ['/v1/aitalk/mylist', { page: 0 }, '参数错误：page 应为 1 到 100000 的整数'],
      ['/v1/aitalk/mylist', { pageSize: 101 }, '参数错误：pageSize 应为 1 到 100 的整数'],
      ['/v1/aitalk/mylist', { pageSize: 'x' }, '参数错误：pageSize 应为 1 到 100 的整数'],
      [
        '/v1/aitalk/log/list',
        { id: randomUUID(), page: 1.5 },
        '参数错误：page 应为 1 到 100000 的整数',
      ],
      ['/v1/network/log/list', { logId: 'x' }, '参数错误：logId 无效'],
    ];
    for (const [url, body, msg] of cases) {
      expect(await call(token, url, body), url).toEqual({
        code: Code.INVALID_PARAM,
        msg,
        data: null,
      });
    }
    // A well-formed id that does not exist is simply not found.
    expect((await call(token, '/v1/aitalk/info', { id: randomUUID() })).code).toBe(Code.NOT_FOUND);
    expect((await call(token, '/v1/network/log/list', { logId: randomUUID() })).code).toBe(
      Code.NOT_FOUND,
    );
  });
});

describe(aitalkLogRoutes, () => {
  it('reports the web results stored for an exchange', async () => {
    const started = await exchange('联网问题');
    const results = [
      {
        hostname: 'www.moe.gov.cn',
        hostLogo: 'https://www.moe.gov.cn/favicon.ico',
        publishedTime: '2022-04-21',
        title: '义务教育语文课程标准（2022年版）',
        summary: '语文课程的核心素养……',
        link: 'http://www.moe.gov.cn/srcsite/A26/s8001/202204/t20220420_619921.html',
      },
    ];
    await service.saveSearch(started.logId, results);
    expect(await call(token, '/v1/network/log/list', { logId: started.logId })).toEqual({
      code: 200,
      msg: 'ok',
      data: { list: results },
    });
    const log = await call(token, '/v1/aitalk/log/list', { id: started.conversationId });
    expect(log.data.list[0]).toMatchObject({ isNetworkSearch: true, networkNumber: 1 });
  });
});
