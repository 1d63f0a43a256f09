/**
 * The conversation list cache (docs/assistant.md "Conversation list cache"): a page is served
 * from the cache until a write through the service changes the teacher's list — a question, an
 * answer's end, pin, delete — while a row changed behind the service's back is not seen.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationItem } from '@aita/core';
import { conversations } from '../../db/schema';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { ask, startLive, type LiveContext } from './__fixtures__/stream-client';
import { cacheConversationList, parseListChange } from './conversation-list-cache';
import { createConversationService } from './conversations.service';

let ctx: LiveContext;
beforeAll(async () => {
  ctx = await startLive();
});
afterAll(() => ctx?.close());

async function teacher() {
  const { id } = await insertUser(ctx.database);
  return { id, token: await tokenFor(ctx.app, id) };
}

const list = async (token: string, body: unknown = {}) => {
  const res = await postAs(ctx.app, token, '/v1/aitalk/mylist', body);
  expect(res.statusCode).toBe(200);
  return res.json<{ code: number; data: { list: ConversationItem[]; total: number } }>().data;
};

describe('/v1/aitalk/mylist with the cache', () => {
  it('sees a question, a pin and a delete at the next call, not a row changed elsewhere', async () => {
    const t = await teacher();
    expect(await list(t.token)).toEqual({ list: [], total: 0 });
    const asked = await ask({ url: ctx.url, token: t.token }, { content: '怎样上好一节复习课？' });
    expect(asked.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await list(t.token);
    expect(first.total).toBe(1);
    expect(first.list[0]?.title).toBe('怎样上好一节复习课？');
    const id = first.list[0]?.id ?? '';

    // Behind the service's back (SQL by hand): the cached page stays.
    await ctx.database.db
      .update(conversations)
      .set({ title: '别处改的' })
      .where(eq(conversations.id, id));
    expect((await list(t.token)).list[0]?.title).toBe('怎样上好一节复习课？');

    // Through the app: pinning and deleting are seen at once.
    await postAs(ctx.app, t.token, '/v1/aitalk/top/update', { id, status: 1 });
    expect((await list(t.token)).list[0]).toMatchObject({ id, isTop: 1, title: '别处改的' });
    await postAs(ctx.app, t.token, '/v1/aitalk/mylist/del', { id });
    expect(await list(t.token)).toEqual({ list: [], total: 0 });
  });

  it('answers 304 to a matching If-None-Match and brotli to a browser', async () => {
    const t = await teacher();
    const res = await postAs(ctx.app, t.token, '/v1/aitalk/mylist', {});
    const etag = String(res.headers.etag);
    const again = await postAs(
      ctx.app,
      t.token,
      '/v1/aitalk/mylist',
      {},
      {
        headers: { 'if-none-match': etag, 'x-token': t.token },
      },
    );
    expect(again.statusCode).toBe(304);
    const br = await postAs(
      ctx.app,
      t.token,
      '/v1/aitalk/mylist',
      {},
      {
        headers: { 'accept-encoding': 'gzip, br', 'x-token': t.token },
      },
    );
    expect(br.headers['content-encoding']).toBe('br');
  });
});

describe(cacheConversationList, () => {
  it('forgets the teacher on start and finish, and everyone on a finish it did not start', async () => {
    const { id: userId } = await insertUser(ctx.database);
    const inner = createConversationService(ctx.database);
    const cached = cacheConversationList(inner);
    const total = async () =>
      JSON.parse(String((await cached.page(userId, 1, 20)).json)).data.total;
    expect(await total()).toBe(0);
    const input = {
      userId,
      question: '问题',
      imgUrls: [],
      deepThink: false,
      network: false,
      provider: 'test',
    };
    const started = await cached.service.start(input);
    await started?.stored;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await total()).toBe(1);

    // Started by another service (another process): its end forgets every cached list.
    const elsewhere = await inner.start(input);
    await elsewhere?.stored;
    expect(await total()).toBe(1);
    await cached.service.finish(elsewhere?.logId ?? '', {
      status: 3,
      answer: '答',
      reasoning: '',
      cited: [],
    });
    expect(await total()).toBe(2);
  });
});

describe(parseListChange, () => {
  it('reads users as positive integers and `all`, and ignores anything else', () => {
    expect(parseListChange('{"users":[3,"4",-1]}')).toEqual({ users: [3] });
    expect(parseListChange('{"users":[],"all":true}')).toEqual({ users: [], all: true });
    expect(parseListChange('{"users":[]}')).toBeUndefined();
    expect(parseListChange('nope')).toBeUndefined();
  });
});
