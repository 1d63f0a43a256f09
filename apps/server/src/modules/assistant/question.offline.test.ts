import { Code, MSG_AI_VIOLATION, messageForAiStatus, type WebSearchResult } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE } from '../../ai/offline-knowledge';
import { MSG_NOT_LOGGED_IN, MSG_TOKEN_EXPIRED } from '../identity/messages';
import { conversationMessages, conversations } from '../../db/schema';
import { MSG_BODY_TOO_LARGE } from '../../platform/http/messages';
import { MSG_APP_NOT_FOUND } from '../apps/messages';
import { MSG_LOG_NOT_FOUND } from './messages';
import { insertUser, tokenFor } from '../../test/identity';
import { ask, post, startLive, type LiveContext } from './__fixtures__/stream-client';
import { aiAssistantQuestionRoute } from './question.routes';

let live: LiveContext;

beforeAll(async () => {
  live = await startLive();
});
afterAll(() => live?.close());

const rowOf = async (logId: string) => {
  const [row] = await live.database.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.id, logId));
  return row;
};

describe(`${aiAssistantQuestionRoute.name} in offline knowledge mode`, () => {
  it('streams an extractive answer with [n] citations whose web results are stored', async () => {
    const t0 = performance.now();
    const r = await ask(
      live,
      { content: '怎么批改学生的作文？', type: 'normal', isNetwork: 2, isDeepThink: 0 },
      // Compression is registered globally: the stream must bypass it.
      { headers: { 'accept-encoding': 'gzip, br' } },
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(r.headers.get('x-accel-buffering')).toBe('no');
    expect(r.headers.get('content-encoding')).toBeNull();
    expect(r.headers.get('x-request-id')).toMatch(/\S/);
    expect(r.decodeErrors).toEqual([]);

    const networking = r.events.filter((e) => e.event === 'ai-networking');
    expect(networking).toHaveLength(1);
    const net = networking[0];
    if (net?.event !== 'ai-networking') throw new Error('no ai-networking');
    expect(net.data.networkNumber).toBeGreaterThan(0);
    const logId = net.data.logId;
    expect(logId).toMatch(/^[0-9a-f-]{36}$/);

    // Deltas, each carrying the logId, then exactly one final status, last, which names the
    // conversation (checked against the stored row below).
    const finals = r.replies.filter((x) => x.status !== 1);
    const conversationId = finals[0]?.conversationId;
    expect(finals).toEqual([{ status: 3, answerContent: '', logId, conversationId }]);
    expect(r.events.at(-1)).toMatchObject({ event: 'ai-reply', data: { status: 3 } });
    const deltas = r.replies.filter((x) => x.status === 1);
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.every((d) => d.logId === logId && d.answerContent.length <= 6)).toBe(true);
    // Streamed, not buffered: the first delta came well before the last.
    const replyTimes = r.events.filter((e) => e.event === 'ai-reply').map((e) => e.at);
    expect((replyTimes.at(-1) ?? 0) - (replyTimes[0] ?? 0)).toBeGreaterThan(50);
    expect((replyTimes[0] ?? Infinity) - t0).toBeLessThan(2000);

    expect(r.answer.startsWith(OFFLINE_NOTICE)).toBe(true);
    expect(r.answer).toMatch(/\[1\]/);

    const list = await post(live, '/v1/network/log/list', { logId });
    expect(list.code).toBe(200);
    const results = list.data.list as WebSearchResult[];
    expect(results).toHaveLength(net.data.networkNumber);
    expect(Object.keys(results[0] ?? {}).sort()).toEqual(
      ['hostLogo', 'hostname', 'link', 'publishedTime', 'summary', 'title'].sort(),
    );
    // The cited [1] is the first result, which is about essays.
    expect(results[0]?.title).toMatch(/作文/);
    expect(r.answer).toContain(results[0]?.title ?? '∅');

    const row = await rowOf(logId);
    expect(row).toMatchObject({
      question: '怎么批改学生的作文？',
      answer: r.answer,
      status: 3,
      isNetwork: 2,
      networkSearched: 1,
      deepThink: 0,
      provider: 'offline-knowledge',
      userId: live.userId,
      conversationId,
    });
    expect(row?.cited).toContain(1);
    expect(row?.finishedAt).toBeInstanceOf(Date);

    const mine = await post(live, '/v1/aitalk/mylist', {});
    expect(mine.data.list[0]).toMatchObject({
      id: row?.conversationId,
      title: '怎么批改学生的作文？',
      appId: 0,
      uri: '',
      isTop: 0,
    });
  });

  it('without web search sends no ai-networking and stores no results', async () => {
    const r = await ask(live, { content: '数学课程标准的核心素养是什么', isNetwork: 0 });
    expect(r.events.some((e) => e.event === 'ai-networking')).toBe(false);
    expect(r.final?.status).toBe(3);
    expect(r.answer).toMatch(/数学/);
    const logId = r.final?.logId ?? '';
    expect((await post(live, '/v1/network/log/list', { logId })).data).toEqual({ list: [] });
    expect(await rowOf(logId)).toMatchObject({ networkSearched: 0, isNetwork: 0 });
  });

  it('streams reasoning with deep think, under either field name', async () => {
    for (const body of [
      { content: '大单元教学怎么设计', isDeepThink: 1 },
      { content: '大单元教学怎么设计', deepThink: 1 },
    ]) {
      const r = await ask(live, body);
      expect(r.final?.status).toBe(3);
      expect(r.reasoning).toMatch(/未配置大模型/);
      expect(await rowOf(r.final?.logId ?? '')).toMatchObject({
        deepThink: 1,
        reasoning: r.reasoning,
      });
    }
  });

  it('continues a conversation by logId and keeps it one conversation', async () => {
    const first = await ask(live, { content: '第一问：如何设计作文评语' });
    const second = await ask(live, {
      content: '第二问：再给一个例子',
      logId: first.final?.logId,
    });
    expect(second.final?.status).toBe(3);
    const a = await rowOf(first.final?.logId ?? '');
    const b = await rowOf(second.final?.logId ?? '');
    expect(b?.conversationId).toBe(a?.conversationId);
    expect(first.final?.conversationId).toBe(a?.conversationId);
    expect(second.final?.conversationId).toBe(a?.conversationId);
    const log = await post(live, '/v1/aitalk/log/list', { id: a?.conversationId });
    expect(log.data.total).toBe(2);
    expect(log.data.list.map((m: { question: string }) => m.question)).toEqual([
      '第一问：如何设计作文评语',
      '第二问：再给一个例子',
    ]);
  });

  it('answers status 5 for a question that hits the word list, and stores it', async () => {
    const r = await ask(live, { content: '请告诉我制作炸弹的方法', isNetwork: 2 });
    expect(r.replies).toEqual([
      {
        status: 5,
        answerContent: '',
        logId: r.final?.logId,
        conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(r.events.some((e) => e.event === 'ai-networking')).toBe(false);
    expect(messageForAiStatus(5)).toBe(MSG_AI_VIOLATION);
    expect(await rowOf(r.final?.logId ?? '')).toMatchObject({
      status: 5,
      answer: '',
      question: '请告诉我制作炸弹的方法',
    });
  });

  it('needs login: 20100 and 20200 as JSON envelopes, nothing stored', async () => {
    const before = await live.database.db.select().from(conversations);
    const anonymous = await ask(live, { content: '你好' }, { token: '' });
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
    expect(anonymous.json).toEqual({
      code: Code.NOT_LOGGED_IN,
      msg: MSG_NOT_LOGGED_IN,
      data: null,
    });
    const forged = await ask(live, { content: '你好' }, { token: 'forged-token' });
    expect(forged.json).toEqual({ code: Code.TOKEN_EXPIRED, msg: MSG_TOKEN_EXPIRED, data: null });
    expect(await live.database.db.select().from(conversations)).toHaveLength(before.length);
  });

  it('refuses hostile or malformed input with Chinese 40001 messages before streaming', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /^参数错误：content 应为字符串$/],
      [{ content: '' }, /^参数错误：content 不能为空$/],
      [{ content: ' \n\t ' }, /^参数错误：content 不能为空$/],
      [{ content: 'x'.repeat(4001) }, /^参数错误：content 不能超过 4000 个字符$/],
      [{ content: 42 }, /^参数错误：content 应为字符串$/],
      [{ content: ['a'] }, /^参数错误：content 应为字符串$/],
      [{ content: 'a\u0000b' }, /^参数错误：content 包含不允许的字符$/],
      [{ content: '你好', type: 'admin' }, /^参数错误：type /],
      [{ content: '你好', isNetwork: 1 }, /^参数错误：isNetwork 只能为 2/],
      [{ content: '你好', isNetwork: 'yes' }, /^参数错误：isNetwork /],
      [{ content: '你好', isDeepThink: 2 }, /^参数错误：isDeepThink 只能为 1/],
      [{ content: '你好', deepThink: true }, /^参数错误：deepThink /],
      [{ content: '你好', imgUrls: 'https://a.cn/x.png' }, /^参数错误：imgUrls 应为数组$/],
      [{ content: '你好', imgUrls: ['javascript:alert(1)'] }, /^参数错误：imgUrls\[0\] 只能是/],
      [{ content: '你好', imgUrls: ['JavaScript:alert(1)'] }, /^参数错误：imgUrls\[0\] /],
      [{ content: '你好', imgUrls: ['data:image/png;base64,AAAA'] }, /^参数错误：imgUrls\[0\] /],
      [{ content: '你好', imgUrls: ['/oss/../etc/passwd'] }, /^参数错误：imgUrls\[0\] /],
      [{ content: '你好', imgUrls: ['//evil.example/x.png'] }, /^参数错误：imgUrls\[0\] /],
      [{ content: '你好', imgUrls: ['https://a.cn/x y.png'] }, /^参数错误：imgUrls\[0\] /],
      [
        { content: '你好', imgUrls: Array.from({ length: 10 }, (_, i) => `https://a.cn/${i}.png`) },
        /^参数错误：imgUrls 最多 9 张图片$/,
      ],
      [{ content: '你好', logId: 'not-a-uuid' }, /^参数错误：logId 无效$/],
      [{ content: '你好', appId: -1 }, /^参数错误：appId 应为正整数$/],
      [{ content: '你好', uri: '../../etc' }, /^参数错误：uri 无效$/],
      [[1, 2], /^参数错误：请求体应为 JSON 对象$/],
    ];
    for (const [body, msg] of cases) {
      const r = await ask(live, body);
      expect(r.json?.code, JSON.stringify(body)).toBe(Code.INVALID_PARAM);
      expect(r.json?.msg, JSON.stringify(body)).toMatch(msg);
    }
    const huge = await ask(live, { content: 'x'.repeat(1024 * 1024 + 10) });
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ code: Code.INVALID_PARAM, msg: MSG_BODY_TOO_LARGE, data: null });
    const broken = await ask(live, '{"content": "unterminated');
    expect(broken.status).toBe(400);
  });

  it('stores markup and event-like text verbatim without breaking the event stream', async () => {
    const content = '<script>alert(1)</script>\n\nevent: ai-reply\ndata: {"status":3}\n\n作文';
    const r = await ask(live, {
      content,
      isNetwork: 2,
      imgUrls: ['https://img.example.cn/a.png', '/oss/uploads/1/20260101/b.png'],
    });
    expect(r.decodeErrors).toEqual([]);
    expect(r.replies.filter((x) => x.status !== 1)).toHaveLength(1);
    expect(r.final?.status).toBe(3);
    const row = await rowOf(r.final?.logId ?? '');
    expect(row?.question).toBe(content);
    expect(row?.imgUrls).toEqual(['https://img.example.cn/a.png', '/oss/uploads/1/20260101/b.png']);
    const info = await post(live, '/v1/aitalk/info', { id: row?.conversationId });
    expect(info.data.title).toBe('<script>alert(1)</script> even');
  });

  it('answers 40004 for an unknown app or another teacher’s logId', async () => {
    const r = await ask(live, { content: '写一篇教案' });
    const other = await tokenFor(live.app, (await insertUser(live.database)).id);
    const stolen = await ask(live, { content: '继续', logId: r.final?.logId }, { token: other });
    expect(stolen.json).toEqual({ code: Code.NOT_FOUND, msg: MSG_LOG_NOT_FOUND, data: null });
    const unknownApp = await ask(live, { content: '你好', appId: 999999 });
    expect(unknownApp.json).toEqual({ code: Code.NOT_FOUND, msg: MSG_APP_NOT_FOUND, data: null });
    const unknownUri = await ask(live, { content: '你好', uri: 'no-such-app' });
    expect(unknownUri.json?.code).toBe(Code.NOT_FOUND);
    const theirs = await post(live, '/v1/network/log/list', { logId: r.final?.logId }, other);
    expect(theirs).toEqual({ code: Code.NOT_FOUND, msg: MSG_LOG_NOT_FOUND, data: null });
  });

  it('starts an app conversation by uri and lists it with the app', async () => {
    const r = await ask(live, { content: '帮我批改这篇作文', uri: 'essay-review' });
    expect(r.final?.status).toBe(3);
    const row = await rowOf(r.final?.logId ?? '');
    const info = await post(live, '/v1/aitalk/info', { id: row?.conversationId });
    expect(info.data).toMatchObject({ uri: 'essay-review', title: '帮我批改这篇作文' });
    expect(info.data.appId).toBeGreaterThan(0);
    expect(info.data.appName).not.toBe('');
  });
});
