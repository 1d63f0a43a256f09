import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../db/schema';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { startFakeSms, type FakeSms } from '../../test/aliyun-sms';
import { DEMO_PHONE, freshPhone, insertUser, postAs, sentSmsCode } from '../../test/identity';
import {
  MSG_PHONE_NOT_REGISTERED,
  MSG_PHONE_TAKEN,
  MSG_SMS_CODE_WRONG,
  MSG_SMS_SEND_FAILED,
  MSG_SMS_TOO_OFTEN,
} from './messages';
import { smsRoutes } from './sms.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { SMS_CODES_PER_IP_PER_DAY: '30', REGISTRATIONS_PER_IP_PER_HOUR: '1000' },
  });
});
afterAll(() => ctx?.close());

let ipCounter = 0;
const freshIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const ask = (
  c: TestContext,
  phone: string,
  purpose: 'register' | 'reset' = 'register',
  ip = freshIp(),
) =>
  c.app.inject({
    method: 'POST',
    url: '/passport/api/sms-code',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ phone, purpose }),
    remoteAddress: ip,
  });
const register = async (body: Record<string, unknown>) =>
  (await postJson(ctx.app, '/passport/api/register', body)).json();

describe(smsRoutes, () => {
  it('registers only with the code sent to the phone, written to the log when no SMS service is set', async () => {
    const phone = freshPhone();
    const sent = (await ask(ctx, phone)).json();
    expect(sent).toEqual({ code: 200, msg: 'ok', data: { delivery: 'log', resendAfter: 60 } });
    const code = sentSmsCode(ctx.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    // One log line naming the phone and the code (the honest offline mode).
    const lines = ctx.logs.filter((l) => l.includes(`phone=${phone}`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`code=${code}`);
    // Only the hash is stored.
    const rows = await ctx.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(JSON.stringify(rows)).not.toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await register({ phone, password: 'Blue-river-2031', code: wrongCode });
    expect(wrong).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_SMS_CODE_WRONG });
    const done = await register({ phone, password: 'Blue-river-2031', code });
    expect(done.code).toBe(200);
    // A code is spent once.
    const again = await register({ phone: freshPhone(), password: 'Blue-river-2031', code });
    expect(again.code).toBe(Code.INVALID_PARAM);
    expect((await register({ phone, password: 'Blue-river-2031', code })).msg).toBe(
      MSG_SMS_CODE_WRONG,
    );
  });

  it('does not tell whether a number is registered until the code is proved', async () => {
    const unknown = freshPhone();
    const stranger = freshPhone();
    const a = (await ask(ctx, DEMO_PHONE, 'register')).json();
    const b = (await ask(ctx, unknown, 'register')).json();
    const c = (await ask(ctx, stranger, 'reset')).json();
    expect(a).toEqual(b);
    expect(b).toEqual(c);
    // A wrong code says nothing about the number.
    const guess = await register({
      phone: DEMO_PHONE,
      password: 'Blue-river-2031',
      code: '000001',
    });
    expect(guess.msg).toBe(MSG_SMS_CODE_WRONG);
    // With the code proved, the owner learns the number is taken.
    const taken = await register({
      phone: DEMO_PHONE,
      password: 'Blue-river-2031',
      code: sentSmsCode(ctx.app, DEMO_PHONE),
    });
    expect(taken).toMatchObject({ code: Code.CONFLICT, msg: MSG_PHONE_TAKEN });
    const reset = (
      await postJson(ctx.app, '/passport/api/reset-password', {
        phone: stranger,
        code: sentSmsCode(ctx.app, stranger),
        password: 'Blue-river-2031',
      })
    ).json();
    expect(reset).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_PHONE_NOT_REGISTERED });
  });

  it('a code allows 5 tries, lives 5 minutes, and a new one replaces the old', async () => {
    const phone = freshPhone();
    await ask(ctx, phone);
    const code = sentSmsCode(ctx.app, phone);
    const other = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 5; i += 1) {
      expect((await register({ phone, password: 'Blue-river-2031', code: other(i) })).msg).toBe(
        MSG_SMS_CODE_WRONG,
      );
    }
    // The right code after 5 wrong tries is refused too.
    expect((await register({ phone, password: 'Blue-river-2031', code })).code).toBe(
      Code.INVALID_PARAM,
    );
    // An expired code is refused.
    const late = freshPhone();
    await ask(ctx, late);
    await ctx.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, late));
    const expired = await register({
      phone: late,
      password: 'Blue-river-2031',
      code: sentSmsCode(ctx.app, late),
    });
    expect(expired.msg).toBe(MSG_SMS_CODE_WRONG);
  });

  it('sends one code per phone per 60 s and caps codes per address per day', async () => {
    const phone = freshPhone();
    expect((await ask(ctx, phone)).json().code).toBe(200);
    const soon = (await ask(ctx, phone)).json();
    expect(soon).toMatchObject({ code: Code.TOO_MANY_REQUESTS, msg: MSG_SMS_TOO_OFTEN });
    const ip = '10.41.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1)
      answers.push((await ask(ctx, freshPhone(), 'reset', ip)).json().code);
    expect(answers.filter((c) => c === 200)).toHaveLength(30);
    expect(answers.at(-1)).toBe(Code.TOO_MANY_REQUESTS);
  });

  it('resets a password with a proved code and ends every login of the account', async () => {
    const who = await insertUser(ctx.database);
    const login = (
      await ctx.app.inject({
        method: 'POST',
        url: '/passport/api/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(who),
        remoteAddress: freshIp(),
      })
    ).json();
    await ask(ctx, who.phone, 'reset');
    const code = sentSmsCode(ctx.app, who.phone);
    const weak = (
      await postJson(ctx.app, '/passport/api/reset-password', {
        phone: who.phone,
        code,
        password: '12345678',
      })
    ).json();
    expect(weak.code).toBe(Code.INVALID_PARAM);
    const ok = (
      await postJson(ctx.app, '/passport/api/reset-password', {
        phone: who.phone,
        code,
        password: 'Green-valley-2032',
      })
    ).json();
    // The weak password was refused before the code was spent: the same code still works.
    expect(ok).toEqual({ code: 200, msg: 'ok', data: null });
    const info = (await postAs(ctx.app, login.data.token, '/v1/user/info', {})).json();
    expect(info.code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('Aliyun SMS', () => {
  let fake: FakeSms;
  let aliyun: TestContext;
  beforeAll(async () => {
    fake = await startFakeSms({ accessKeyId: 'LTAIsmsTestKey', accessKeySecret: 'sms-secret-1' });
    aliyun = await createTestContext({
      env: {
        ALIYUN_SMS_ACCESS_KEY_ID: 'LTAIsmsTestKey',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'sms-secret-1',
        ALIYUN_SMS_SIGN_NAME: '教学助手',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
        ALIYUN_SMS_ENDPOINT: fake.url,
      },
    });
  });
  afterAll(async () => {
    await aliyun?.close();
    await fake?.close();
  });

  it('sends SendSms with a valid signature, and the code registers', async () => {
    const phone = freshPhone();
    const res = (await ask(aliyun, phone)).json();
    expect(res.data).toEqual({ delivery: 'sms', resendAfter: 60 });
    expect(fake.refused).toEqual([]);
    expect(fake.sent).toHaveLength(1);
    const call = fake.sent[0] as Record<string, string>;
    expect(call).toMatchObject({
      PhoneNumbers: phone,
      SignName: '教学助手',
      TemplateCode: 'SMS_123456789',
    });
    const { code } = JSON.parse(call.TemplateParam ?? '{}') as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    // Nothing of the code in the log.
    expect(aliyun.logs.join('\n')).not.toContain(code);
    const done = (
      await postJson(aliyun.app, '/passport/api/register', {
        phone,
        password: 'Blue-river-2031',
        code,
      })
    ).json();
    expect(done.code).toBe(200);
  });

  it('answers a Chinese error when Aliyun refuses, and logs its code', async () => {
    fake.mode = 'limited';
    try {
      const res = (await ask(aliyun, freshPhone())).json();
      expect(res).toEqual({ code: Code.INTERNAL, msg: MSG_SMS_SEND_FAILED, data: null });
      expect(aliyun.logs.some((l) => l.includes('isv.BUSINESS_LIMIT_CONTROL'))).toBe(true);
    } finally {
      fake.mode = 'ok';
    }
  });
});
