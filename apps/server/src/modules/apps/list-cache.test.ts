import { Code, type AppIndexList, type AppInfo, type Envelope } from '@aita/core';
import { eq, sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { catalogueVersion, createBodyCache } from './list-cache';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const flatten = (d: AppIndexList): AppInfo[] => [
  ...d.columnList.flatMap((c) => c.appList),
  ...d.newColumnList.flatMap((c) => c.appList),
];
const listAs = (token: string | undefined, encoding?: string) =>
  postAs(
    ctx.app,
    token,
    '/v1/app/index/list',
    {},
    {
      headers: encoding ? { 'accept-encoding': encoding } : {},
    },
  );
const decode = (encoding: string | undefined, raw: Buffer): string =>
  encoding === 'br'
    ? brotliDecompressSync(raw).toString()
    : encoding === 'gzip'
      ? gunzipSync(raw).toString()
      : raw.toString();

describe(createBodyCache, () => {
  it('builds once per key and version, shares a build between concurrent misses', async () => {
    let version = 'v1';
    let builds = 0;
    let time = 0;
    const cache = createBodyCache({
      version: async () => version,
      variants: 1,
      now: () => time,
      recheckMs: 1000,
    });
    const build = async () => ({ n: ++builds });
    const [a, b] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    expect(JSON.parse(a.json.toString())).toEqual({ n: 1 });
    expect(JSON.parse(brotliDecompressSync(a.br).toString())).toEqual({ n: 1 });
    expect(JSON.parse(gunzipSync(a.gzip).toString())).toEqual({ n: 1 });
    expect(await cache.get('k', build)).toBe(a);
    await cache.get('other', build);
    expect(builds).toBe(2);

    // A new version is seen after the recheck delay, not before.
    version = 'v2';
    time = 999;
    expect(await cache.get('k', build)).toBe(a);
    time = 1000;
    const c = await cache.get('k', build);
    expect(JSON.parse(c.json.toString())).toEqual({ n: 3 });
    expect(c.etag).not.toBe(a.etag);

    // invalidate() drops at once.
    cache.invalidate();
    expect(JSON.parse((await cache.get('k', build)).json.toString())).toEqual({ n: 4 });
  });

  it('keeps `variants` bodies per key and at most `maxKeys` keys', async () => {
    let builds = 0;
    const cache = createBodyCache({ version: async () => 'v', variants: 3, maxKeys: 2 });
    const build = async () => ({ n: ++builds });
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add((await cache.get('k', build)).json.toString());
    expect(builds).toBe(3);
    expect(seen.size).toBe(3);
    await cache.get('a', build);
    await cache.get('b', build); // 'k' is now the least recently used: dropped
    const before = builds;
    await cache.get('k', build);
    expect(builds).toBe(before + 1);
  });
});

describe('cached app answers', () => {
  it('sends the list precompressed as the client accepts, the same content in every encoding', async () => {
    const plain = await listAs(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const data = (plain.json() as Envelope<AppIndexList>).data;
    const strip = (d: AppIndexList) => flatten(d).map((a) => a.uri);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.1, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await listAs(undefined, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], accept).toBe('application/json; charset=utf-8');
      expect(res.headers['content-length'], accept).toBe(String(res.rawPayload.length));
      const body = JSON.parse(decode(encoding, res.rawPayload)) as Envelope<AppIndexList>;
      expect(body.code, accept).toBe(Code.OK);
      expect(strip(body.data), accept).toEqual(strip(data));
    }
  });

  it("answers each teacher's favourites at once, anonymous visitors none", async () => {
    const userId = (await insertUser(ctx.database)).id;
    const token = await tokenFor(ctx.app, userId);
    const [app] = await ctx.database.db.select({ id: apps.id }).from(apps).limit(1);
    if (!app) throw new Error('no seeded app');
    const isCollect = async (t: string | undefined) => {
      const { data } = (await listAs(t)).json() as Envelope<AppIndexList>;
      return flatten(data).find((a) => a.appId === app.id)?.isCollect;
    };
    expect(await isCollect(token)).toBe(0);
    const res = await postAs(ctx.app, token, '/v1/aitalk/collect/update', {
      appId: app.id,
      status: 1,
    });
    expect(res.json().code).toBe(Code.OK);
    expect(await isCollect(token)).toBe(1);
    expect(await isCollect(undefined)).toBe(0);
  });

  it('sees a catalogue change after the recheck delay', async () => {
    const [app] = await ctx.database.db
      .select({ id: apps.id, name: apps.name })
      .from(apps)
      .limit(1);
    if (!app) throw new Error('no seeded app');
    const nameNow = async () =>
      flatten((await listAs(undefined)).json().data).find((a: AppInfo) => a.appId === app.id)?.name;
    expect(await nameNow()).toBe(app.name);
    const version = await catalogueVersion(ctx.database.db);
    await ctx.database.db
      .update(apps)
      .set({ name: `${app.name}（新）`, updatedAt: sql`now() + interval '1 second'` })
      .where(eq(apps.id, app.id));
    expect(await catalogueVersion(ctx.database.db)).not.toBe(version);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await nameNow()).toBe(`${app.name}（新）`);
  });

  it('answers 304 to a GET whose If-None-Match names the current ETag', async () => {
    for (const url of ['/v1/app/recommend', '/v1/qrcode/list']) {
      const first = await ctx.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control'], url).toMatch(/no-cache/);
      const again = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(etag), 'accept-encoding': 'br' },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers.etag, url).toBe(etag);
      const stale = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': '"other"' },
      });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.json().code, url).toBe(Code.OK);
    }
  });
});
