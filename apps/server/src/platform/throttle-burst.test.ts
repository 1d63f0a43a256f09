import { Code } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedeemService } from '../modules/membership';
import { backend, createTestContext, type TestContext } from '../test/context';
import { freshPhone, insertUser, postAs, sentSmsCode, tokenFor } from '../test/identity';
import { createThrottle } from './throttle';

// Concurrent bursts against every attempt limit: each attempt is taken before the work it guards
// (one conditional upsert), so a burst sees at most the limit checked. PGlite runs queries one at
// a time; PostgreSQL (TEST_DATABASE_URL) is where a count-then-record throttle let all through.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { REGISTRATIONS_PER_IP_PER_HOUR: '10', SMS_CODES_PER_IP_PER_DAY: '100' },
  });
});
afterAll(() => ctx?.close());

const login = (phone: string, password: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/passport/api/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ phone, password }),
    remoteAddress: ip,
  });

const codes = (bodies: { code: number }[]) => ({
  checked: bodies.filter((b) => b.code !== Code.TOO_MANY_REQUESTS).length,
  throttled: bodies.filter((b) => b.code === Code.TOO_MANY_REQUESTS).length,
});

describe(`attempt limits under a burst (${backend})`, () => {
  it('50 wrong passwords at once for one phone from one address: at most 4 are checked', async () => {
    const { phone, password } = await insertUser(ctx.database);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(phone, `wrong-password-${i}`, '198.51.100.1')),
    );
    const bodies = answers.map((r) => r.json() as { code: number });
    const { checked, throttled } = codes(bodies);
    // One check at a time per account and address, none once the delays start (lockout.ts).
    expect(checked).toBeLessThanOrEqual(4);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(throttled).toBe(50 - checked);
    for (const b of bodies) expect([Code.INVALID_PARAM, Code.TOO_MANY_REQUESTS]).toContain(b.code);
    // The burst held its own address only: the owner elsewhere is not locked out.
    expect((await login(phone, password, '198.51.100.2')).json().code).toBe(Code.OK);
  });

  it('50 wrong passwords at once for different phones from one address: at most 20', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => login(freshPhone(), 'wrong-password', '198.51.100.3')),
    );
    const { checked } = codes(answers.map((r) => r.json()));
    expect(checked).toBeLessThanOrEqual(20);
    expect(checked).toBeGreaterThanOrEqual(1);
  });

  it('a right password gives its attempt back: 30 logins in a row from one address all succeed', async () => {
    const { phone, password } = await insertUser(ctx.database);
    for (let i = 0; i < 30; i++) {
      expect((await login(phone, password, '198.51.100.4')).json().code).toBe(Code.OK);
    }
  });

  it('30 registrations at once from one address: at most REGISTRATIONS_PER_IP_PER_HOUR', async () => {
    // Each registration has its SMS code (asked for first, one by one), then all 30 at once.
    const phones = Array.from({ length: 30 }, () => freshPhone());
    const codes: string[] = [];
    for (const phone of phones) {
      await postAs(
        ctx.app,
        undefined,
        '/passport/api/sms-code',
        { phone, purpose: 'register' },
        {
          remoteAddress: '198.51.100.6',
        },
      );
      codes.push(sentSmsCode(ctx.app, phone));
    }
    const answers = await Promise.all(
      phones.map((phone, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/passport/api/register',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ phone, password: 'burst-password-2026', code: codes[i] }),
          remoteAddress: '198.51.100.5',
        }),
      ),
    );
    const bodies = answers.map((r) => r.json() as { code: number });
    expect(bodies.filter((b) => b.code === Code.OK).length).toBeLessThanOrEqual(10);
    expect(bodies.filter((b) => b.code === Code.TOO_MANY_REQUESTS).length).toBeGreaterThanOrEqual(
      20,
    );
  });

  it('40 wrong redeem codes at once: at most 10 are looked up; a right code after gives back', async () => {
    const { id } = await insertUser(ctx.database);
    const token = await tokenFor(ctx.app, id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postAs(ctx.app, token, '/v1/redeem/use', {
          code: `ABCD-EFGH-JKLM-${String(1000 + i)
            .slice(-4)
            .replace(/[01]/g, 'X')}`,
        }),
      ),
    );
    const { checked } = codes(answers.map((r) => r.json()));
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked).toBeGreaterThanOrEqual(1);

    // Another teacher redeems 12 valid codes in a row: successes never use up the limit.
    const other = await insertUser(ctx.database);
    const otherToken = await tokenFor(ctx.app, other.id);
    const service = createRedeemService({
      database: ctx.database,
      throttle: createThrottle({ db: ctx.database.db }),
      clock: () => new Date(),
    });
    for (const code of (await service.create(1, 12)).codes) {
      expect((await postAs(ctx.app, otherToken, '/v1/redeem/use', { code })).json().code).toBe(
        Code.OK,
      );
    }
  });
});
