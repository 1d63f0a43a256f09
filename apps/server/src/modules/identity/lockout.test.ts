import { randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser } from '../../test/identity';
import { delayAfter, DEVICE_COOKIE, FREE_FAILURES } from './lockout';
import { MSG_BAD_CREDENTIALS, MSG_LOGIN_THROTTLED } from './messages';
import { SCRYPT_PARAMS } from './password';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function attempt(
  who: { phone: string; password: string },
  ip: string,
  cookie?: string,
): Promise<{ code: number; msg: string; data: unknown; setCookie?: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/passport/api/login',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(who),
    remoteAddress: ip,
  });
  const setCookie = res.headers['set-cookie'];
  return { ...res.json(), setCookie: Array.isArray(setCookie) ? setCookie[0] : setCookie };
}
const wrong = (who: { phone: string }) => ({ phone: who.phone, password: 'guess-guess-guess' });
const failedLogins = async (id: number) =>
  (await ctx.database.db.select({ n: users.failedLogins }).from(users).where(eq(users.id, id)))[0]
    ?.n;

describe('login lockout', () => {
  it('delays grow per account and address; another address and the owner are not held', async () => {
    expect([3, 4, 5, 6, 10, 20].map(delayAfter)).toEqual([
      0, 30_000, 60_000, 120_000, 900_000, 900_000,
    ]);
    const who = await insertUser(ctx.database);
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await attempt(wrong(who), '10.30.0.1')).code);
    expect(codes).toEqual([...Array(4).fill(Code.INVALID_PARAM), Code.TOO_MANY_REQUESTS]);
    const held = await attempt(who, '10.30.0.1');
    expect(held.code).toBe(Code.TOO_MANY_REQUESTS);
    expect(held.msg).toMatch(/^密码错误次数过多，请\d+秒后再试$/);
    // The owner at home is not held by the stranger's address.
    expect((await attempt(who, '10.30.0.2')).code).toBe(200);
  });

  it('tells the owner at the next login how many wrong passwords were tried, once', async () => {
    const who = await insertUser(ctx.database);
    for (const ip of ['10.31.0.1', '10.31.0.2', '10.31.0.3']) {
      expect((await attempt(wrong(who), ip)).msg).toBe(MSG_BAD_CREDENTIALS);
    }
    expect(await failedLogins(who.id)).toBe(3);
    const first = await attempt(who, '10.31.0.4');
    expect(first.data).toMatchObject({ failedAttempts: 3 });
    const second = await attempt(who, '10.31.0.4');
    expect(second.data).toMatchObject({ failedAttempts: 0 });
  });

  it('a browser that logged in before still logs in when strangers filled the account limit', async () => {
    const who = await insertUser(ctx.database);
    const home = await attempt(who, '10.32.0.1');
    expect(home.code).toBe(200);
    expect(home.setCookie).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}; Path=/passport/api; .*HttpOnly; SameSite=Strict`,
      ),
    );
    const cookie = home.setCookie?.split(';')[0] ?? '';
    // Strangers from many addresses spend the account-wide limit (10 per 15 minutes).
    for (let i = 0; i < 10; i += 1) await attempt(wrong(who), `10.32.1.${i}`);
    const fresh = await attempt(who, '10.32.2.1');
    expect(fresh).toMatchObject({ code: Code.TOO_MANY_REQUESTS, msg: MSG_LOGIN_THROTTLED });
    // The owner's own browser, from a new address, is let through.
    const owner = await attempt(who, '10.32.2.2', cookie);
    expect(owner.code).toBe(200);
    expect(owner.data).toMatchObject({ failedAttempts: 10 });
    // A forged cookie is just a stranger.
    const forged = await attempt(who, '10.32.2.3', `${DEVICE_COOKIE}=${'A'.repeat(43)}`);
    expect(forged.code).toBe(Code.TOO_MANY_REQUESTS);
  });

  it('of 50 wrong passwords sent at once from one address, at most the free ones are checked', async () => {
    const who = await insertUser(ctx.database);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => attempt(wrong(who), '10.33.0.1')),
    );
    const checked = results.filter((r) => r.msg === MSG_BAD_CREDENTIALS).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    // One check at a time per account and address, and none after the delays start.
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES);
    expect(await failedLogins(who.id)).toBe(checked);
  });

  it('re-hashes a password stored with older scrypt parameters at the next login', async () => {
    const who = await insertUser(ctx.database);
    const salt = randomBytes(16);
    const old = (await promisify(scrypt)(who.password, salt, 64)) as Buffer; // N=2^14, p=1
    await ctx.database.db
      .update(users)
      .set({
        passwordHash: `scrypt$16384$8$1$${salt.toString('base64')}$${old.toString('base64')}`,
      })
      .where(eq(users.id, who.id));
    expect((await attempt(who, '10.34.0.1')).code).toBe(200);
    const [row] = await ctx.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, who.id));
    const { N, r, p } = SCRYPT_PARAMS;
    expect(row?.hash.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect((await attempt(who, '10.34.0.2')).code).toBe(200);
  });
});
