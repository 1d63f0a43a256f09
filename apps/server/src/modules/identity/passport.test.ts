import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG_BAD_CREDENTIALS,
  MSG_LOGIN_THROTTLED,
  MSG_PASSWORD_LENGTH,
  MSG_PHONE_INVALID,
  MSG_PHONE_TAKEN,
} from './messages';
import { sessions, users } from '../../db/schema';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import {
  DEMO_PASSWORD,
  DEMO_PHONE,
  freshPhone,
  postAs,
  registerByApi,
  sentSmsCode,
} from '../../test/identity';
import { passportApiRoutes } from './passport-api.routes';
import { passportPageRoutes } from './passport-page.routes';
import { LOGIN_JS } from './login-assets';
import { SCRYPT_PARAMS } from './password';

const ORIGIN = 'https://aita.example.com';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => ctx?.close());

/** Each test uses its own client IP so the per-IP limits do not leak between tests. */
let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const login = (body: unknown, ip = '10.9.9.9') =>
  ctx.app.inject({
    method: 'POST',
    url: '/passport/api/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
/** Registers as the login page does: an SMS code first (read from the log-mode provider). */
const register = async (body: { phone: string; [k: string]: unknown }, ip = freshIp()) => {
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/passport/api/sms-code',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ phone: body.phone, purpose: 'register' }),
    remoteAddress: ip,
  });
  const code = sent.json().code === 200 ? sentSmsCode(ctx.app, body.phone) : '000000';
  return ctx.app.inject({
    method: 'POST',
    url: '/passport/api/register',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ code, ...body }),
    remoteAddress: ip,
  });
};

const infoOf = async (token: string) => (await postAs(ctx.app, token, '/v1/user/info', {})).json();

describe(passportApiRoutes, () => {
  it('logs the demo teacher in with a 10-day token that works on private calls', async () => {
    const res = await login({ phone: DEMO_PHONE, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (body.data.expiresAt * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThanOrEqual(10);
    const info = await infoOf(body.data.token);
    expect(info.code).toBe(200);
    expect(info.data.uid).toBe(body.data.uid);
    expect(info.data.orgList).toEqual([
      expect.objectContaining({ orgName: '示范学校', isCourseShow: 1 }),
    ]);
    expect(info.data.curOrgId).toBe(info.data.orgList[0].orgId);
  });

  it('gives the same message for an unknown phone and a wrong password', async () => {
    const ip = freshIp();
    const wrong = (await login({ phone: DEMO_PHONE, password: 'not-the-password' }, ip)).json();
    const unknown = (await login({ phone: freshPhone(), password: DEMO_PASSWORD }, ip)).json();
    expect(wrong).toEqual({ code: Code.INVALID_PARAM, msg: MSG_BAD_CREDENTIALS, data: null });
    expect(unknown).toEqual(wrong);
  });

  it('refuses hostile input with Chinese 40001 messages, never a crash', async () => {
    const ip = freshIp();
    const cases: [unknown, string][] = [
      [{}, '参数错误：phone 应为字符串'],
      [{ phone: 13800000000, password: DEMO_PASSWORD }, '参数错误：phone 应为字符串'],
      [{ phone: DEMO_PHONE }, '参数错误：password 应为字符串'],
      [{ phone: "' OR 1=1 --", password: 'x' }, MSG_PHONE_INVALID],
      [{ phone: '12800000000', password: DEMO_PASSWORD }, MSG_PHONE_INVALID],
      [[1, 2], '参数错误：请求体应为 JSON 对象'],
    ];
    for (const [body, msg] of cases) {
      const res = await login(body, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: Code.INVALID_PARAM, msg, data: null });
    }
    const huge = await login({ phone: DEMO_PHONE, password: 'x'.repeat(2 * 1024 * 1024) }, ip);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe(Code.INVALID_PARAM);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/passport/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
      remoteAddress: ip,
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('throttles failures per phone from unknown browsers: the 11th attempt within 15 minutes is 42900, even with the right password', async () => {
    const target = freshPhone();
    expect((await register({ phone: target, password: 'right-password' })).json().code).toBe(200);
    for (let i = 0; i < 10; i++) {
      const body = (await login({ phone: target, password: 'wrong-password' }, freshIp())).json();
      expect(body.msg).toBe(MSG_BAD_CREDENTIALS);
    }
    const blocked = (await login({ phone: target, password: 'right-password' }, freshIp())).json();
    expect(blocked).toEqual({ code: Code.TOO_MANY_REQUESTS, msg: MSG_LOGIN_THROTTLED, data: null });
  });

  it('throttles failures per IP: 20 failures, then 42900 for any phone from that IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const body = (await login({ phone: freshPhone(), password: 'wrong-password' }, ip)).json();
      expect(body.code).toBe(Code.INVALID_PARAM);
    }
    const blocked = (await login({ phone: DEMO_PHONE, password: DEMO_PASSWORD }, ip)).json();
    expect(blocked.code).toBe(Code.TOO_MANY_REQUESTS);
    const elsewhere = (
      await login({ phone: DEMO_PHONE, password: DEMO_PASSWORD }, freshIp())
    ).json();
    expect(elsewhere.code).toBe(200);
  });

  it('a successful login clears the phone counter', async () => {
    const phone = freshPhone();
    await register({ phone, password: 'right-password' });
    for (let i = 0; i < 4; i++) await login({ phone, password: 'wrong-password' }, freshIp());
    expect((await login({ phone, password: 'right-password' }, freshIp())).json().code).toBe(200);
    for (let i = 0; i < 4; i++) await login({ phone, password: 'wrong-password' }, freshIp());
    expect((await login({ phone, password: 'right-password' }, freshIp())).json().code).toBe(200);
  });

  it('registers a teacher: token, hashed password, ad click ids, <script> name kept as text', async () => {
    const phone = freshPhone();
    const uname = '<script>x</script>';
    const res = await register({
      phone,
      password: '密码也可以是中文的8位',
      uname,
      adClickIds: { bd_vid: 'abc-123', gdt_vid: 'wx.0_9', qz_gdt: '' },
    });
    const body = res.json();
    expect(body).toMatchObject({ code: 200, msg: 'ok' });
    const info = await infoOf(body.data.token);
    expect(info.data.uname).toBe(uname);
    expect(info.data.timeSinceRegistration).toBe(0);
    expect(info.data.vipEndAt).toBe(0);
    expect(info.data.period).toBe(-1);
    expect(info.data.subject).toBe(0);
    expect(info.data.orgList).toEqual([]);
    expect(info.data.curOrgId).toBe(0);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.phone, phone));
    const { N, r, p } = SCRYPT_PARAMS;
    expect(row?.passwordHash.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect(row?.passwordHash).not.toContain('密码');
    expect(row?.adClickIds).toEqual({ bd_vid: 'abc-123', gdt_vid: 'wx.0_9' });
    const relogin = (await login({ phone, password: '密码也可以是中文的8位' }, freshIp())).json();
    expect(relogin.code).toBe(200);
  });

  it('refuses bad registrations', async () => {
    const taken = (await register({ phone: DEMO_PHONE, password: 'long-enough' })).json();
    expect(taken).toEqual({ code: Code.CONFLICT, msg: MSG_PHONE_TAKEN, data: null });
    const short = (await register({ phone: freshPhone(), password: '1234567' })).json();
    expect(short.msg).toBe(MSG_PASSWORD_LENGTH);
    const long = (await register({ phone: freshPhone(), password: 'x'.repeat(65) })).json();
    expect(long.msg).toBe(MSG_PASSWORD_LENGTH);
    const badPhone = (await register({ phone: '1380000000', password: 'long-enough' })).json();
    expect(badPhone.msg).toBe(MSG_PHONE_INVALID);
    const longName = (
      await register({ phone: freshPhone(), password: 'long-enough', uname: '名'.repeat(21) })
    ).json();
    expect(longName.code).toBe(Code.INVALID_PARAM);
    const badAd = (
      await register({
        phone: freshPhone(),
        password: 'long-enough',
        adClickIds: { bd_vid: '<img onerror=x>' },
      })
    ).json();
    expect(badAd.code).toBe(Code.INVALID_PARAM);
  });

  it('limits registrations per IP to 10 per hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await register({ phone: freshPhone(), password: 'long-enough' }, ip)).json().code,
      ).toBe(200);
    }
    const blocked = (await register({ phone: freshPhone(), password: 'long-enough' }, ip)).json();
    expect(blocked.code).toBe(Code.TOO_MANY_REQUESTS);
  });

  it('takes the per-IP registration limit from REGISTRATIONS_PER_IP_PER_HOUR', async () => {
    const school = await createTestContext({ env: { REGISTRATIONS_PER_IP_PER_HOUR: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await registerByApi(
          school.app,
          { phone: freshPhone(), password: 'long-enough' },
          '10.200.0.1',
        );
        codes.push(res.code);
      }
      expect(codes).toEqual([200, 200, 200, Code.TOO_MANY_REQUESTS]);
    } finally {
      await school.close();
    }
  });

  it('issues 30-day SSO tokens to a logged-in teacher only', async () => {
    const anonymous = (await postJson(ctx.app, '/passport/api/sso-token', {})).json();
    expect(anonymous.code).toBe(Code.NOT_LOGGED_IN);
    const session = (await login({ phone: DEMO_PHONE, password: DEMO_PASSWORD }, freshIp())).json()
      .data as { token: string; expiresAt: number };
    const token = session.token;
    const sso = (await postAs(ctx.app, token, '/passport/api/sso-token', {})).json();
    expect(sso.code).toBe(200);
    expect(sso.data.token).not.toBe(token);
    expect(sso.data.url).toBe(`${ORIGIN}/sso?token=${sso.data.token}`);
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.kind, 'sso'))
      .limit(1);
    expect(row).toBeDefined();
    // 30 days at most, and never past the login it came from (session families).
    expect(sso.data.expiresAt).toBe(session.expiresAt);
    expect((await infoOf(sso.data.token)).code).toBe(200);
  });
});

describe(passportPageRoutes, () => {
  it('serves the Chinese login page with the target origin and a strict CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/passport/login?bd_vid=x1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`data-target-origin="${ORIGIN}"`);
    expect(res.body).toContain('登录');
    expect(res.body).toContain('注册');
    expect(res.body).toContain('关闭');
    expect(res.body).not.toMatch(/<script>|<style>|\son\w+=/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors 'self' ${ORIGIN}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves its script and stylesheet with the right types', async () => {
    const js = await ctx.app.inject({ method: 'GET', url: '/passport/assets/login.js' });
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toBe(LOGIN_JS);
    expect(js.body).toContain("post({ type: 'success', token: token })");
    expect(js.body).toContain("post({ type: 'close' })");
    expect(js.body).toContain('JSON.stringify(message), target');
    expect(js.body).toContain('"bd_vid","qz_gdt","gdt_vid"');
    expect(() => new Function(js.body)).not.toThrow();
    const css = await ctx.app.inject({ method: 'GET', url: '/passport/assets/login.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});
