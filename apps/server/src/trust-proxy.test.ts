import { Code } from '@aita/core';
import { like } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { throttleCounters } from './db/schema';
import { createTestContext, type TestContext } from './test/context';
import { DEMO_PASSWORD, DEMO_PHONE, freshPhone } from './test/identity';

/**
 * TRUST_PROXY (docs/server.md "Behind a reverse proxy"): the login and registration throttles
 * count per `request.ip`, which is the X-Forwarded-For client only when the peer is a trusted
 * proxy.
 */
let proxied: TestContext;
let direct: TestContext;
let origin: string;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([
    createTestContext({ env: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' } }),
    createTestContext(),
  ]);
  await proxied.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(proxied.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
});

const failedLogin = (ctx: TestContext, peer: string, forwardedFor?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/passport/api/login',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: JSON.stringify({ phone: freshPhone(), password: 'wrong-password' }),
    remoteAddress: peer,
  });

/** The client IPs the login throttle has counted, oldest first. */
async function countedIps(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ key: throttleCounters.key, at: throttleCounters.windowStart })
    .from(throttleCounters)
    .where(like(throttleCounters.key, 'login-ip:%'));
  return rows
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((r) => r.key.slice('login-ip:'.length));
}

describe(buildApp, () => {
  it('counts the forwarded client behind a trusted proxy, the peer itself otherwise', async () => {
    const before = (await countedIps(proxied)).length;
    // Trusted proxy (inside 10.0.0.0/8): the client is the right-most untrusted hop.
    expect((await failedLogin(proxied, '10.1.2.3', '203.0.113.7')).json().code).toBe(
      Code.INVALID_PARAM,
    );
    await failedLogin(proxied, '10.1.2.3', '198.51.100.1, 203.0.113.8, 10.2.0.1');
    // An untrusted peer forging the header is counted under its own address.
    await failedLogin(proxied, '192.0.2.50', '203.0.113.7');
    // A real TCP request from 127.0.0.1 (trusted in this configuration).
    const res = await fetch(`${origin}/passport/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ phone: freshPhone(), password: 'wrong-password' }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(Code.INVALID_PARAM);
    expect((await countedIps(proxied)).slice(before)).toEqual([
      '203.0.113.7',
      '203.0.113.8',
      '192.0.2.50',
      '203.0.113.9',
    ]);
  });

  it('without TRUST_PROXY ignores X-Forwarded-For (today’s behaviour)', async () => {
    await failedLogin(direct, '10.1.2.3', '203.0.113.7');
    expect(await countedIps(direct)).toEqual(['10.1.2.3']);
  });

  it('throttles each teacher behind the proxy separately, and a forger by its own address', async () => {
    const client = '203.0.113.20';
    for (let i = 0; i < 20; i++) {
      expect((await failedLogin(proxied, '10.1.2.3', client)).json().code).toBe(Code.INVALID_PARAM);
    }
    const login = (peer: string, forwardedFor: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/passport/api/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: JSON.stringify({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
        remoteAddress: peer,
      });
    expect((await login('10.1.2.3', client)).json().code).toBe(Code.TOO_MANY_REQUESTS);
    // Another teacher through the same proxy is not blocked …
    expect((await login('10.1.2.3', '203.0.113.21')).json().code).toBe(Code.OK);
    // … nor is a direct client claiming to be the blocked one: its own IP is counted.
    expect((await login('192.0.2.60', client)).json().code).toBe(Code.OK);
    // Without trust, everyone behind one proxy address shares one bucket.
    for (let i = 0; i < 20; i++) await failedLogin(direct, '10.5.5.5', `203.0.113.${100 + i}`);
    const shared = await direct.app.inject({
      method: 'POST',
      url: '/passport/api/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.200' },
      payload: JSON.stringify({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
      remoteAddress: '10.5.5.5',
    });
    expect(shared.json().code).toBe(Code.TOO_MANY_REQUESTS);
  });
});
