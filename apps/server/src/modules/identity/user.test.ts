import {
  Code,
  MSG_AVATAR_URL_INVALID,
  MSG_PERIOD_INVALID,
  MSG_SCHOOL_NAME_TOO_LONG,
  MSG_SCHOOL_TYPE_INVALID,
  MSG_SUBJECT_INVALID,
  MSG_UNAME_EMPTY,
  MSG_UNAME_TOO_LONG,
  PROFILE_MISSING_PERIOD,
} from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_LOGGED_IN, MSG_TOKEN_EXPIRED } from './messages';
import { newSecret } from '../../platform/tokens';
import { reportEvents, users } from '../../db/schema';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { userConfigsRoute } from './user-configs.routes';
import { userInfoRoute } from './user-info.routes';
import { userModRoute, validateProfileChanges } from './user-mod.routes';
import { reportRoute } from './report.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

let userId: number;
let token: string;
beforeEach(async () => {
  userId = (await insertUser(ctx.database)).id;
  token = await tokenFor(ctx.app, userId);
});

/** POSTs as the test's teacher; `null` sends no token. */
const call = async (url: string, body?: unknown, t: string | null = token) =>
  (await postAs(ctx.app, t ?? undefined, url, body)).json();

describe(userInfoRoute, () => {
  it('answers the §3 user info with every field and its type', async () => {
    const { code, data } = await call('/v1/user/info', { code: 'anything' });
    expect(code).toBe(200);
    expect(Object.keys(data).sort()).toEqual(
      [
        'avatar',
        'curOrgId',
        'orgList',
        'period',
        'periodName',
        'phoneTail',
        'schoolName',
        'schoolType',
        'subject',
        'subjectName',
        'talId',
        'timeSinceRegistration',
        'uid',
        'uname',
        'vipEndAt',
      ].sort(),
    );
    expect(data.uid).toBe(String(userId));
    expect(typeof data.talId).toBe('string');
    expect(data.vipEndAt).toBe(0);
  });

  it('counts days since registration and reports vipEndAt in unix seconds', async () => {
    const created = new Date(Date.now() - 3.5 * 86_400_000);
    const vipEnd = new Date('2031-05-06T07:08:09.000Z');
    await ctx.database.db
      .update(users)
      .set({ createdAt: created, vipEndAt: vipEnd })
      .where(eq(users.id, userId));
    const { data } = await call('/v1/user/info');
    expect(data.timeSinceRegistration).toBe(3);
    expect(data.vipEndAt).toBe(Math.floor(vipEnd.getTime() / 1000));
  });

  it('needs a valid token (20100 / 20200) and refuses a wrong-typed code', async () => {
    expect(await call('/v1/user/info', {}, null)).toEqual({
      code: Code.NOT_LOGGED_IN,
      msg: MSG_NOT_LOGGED_IN,
      data: null,
    });
    expect(await call('/v1/user/info', {}, newSecret())).toEqual({
      code: Code.TOKEN_EXPIRED,
      msg: MSG_TOKEN_EXPIRED,
      data: null,
    });
    expect((await call('/v1/user/info', { code: { $ne: 1 } })).code).toBe(Code.INVALID_PARAM);
  });

  it('answers 20200 when the account behind the session was deleted', async () => {
    await ctx.database.db.delete(users).where(eq(users.id, userId));
    expect((await call('/v1/user/info')).code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe(userConfigsRoute, () => {
  it('lists real Chinese periods, school types and subjects, without login', async () => {
    const { code, data } = await call('/v1/user/configs', { code: 'x' }, null);
    expect(code).toBe(200);
    const names = (list: { id: number; name: string }[]) => list.map((i) => i.name);
    expect(names(data.periodTypeList)).toEqual(expect.arrayContaining(['小学', '初中', '高中']));
    expect(names(data.schoolTypeList)).toEqual(expect.arrayContaining(['公办', '民办']));
    expect(names(data.subjectTypeList)).toEqual(
      expect.arrayContaining(['语文', '数学', '英语', '道德与法治', '信息科技', '体育与健康']),
    );
    expect(data.subjectTypeList.find((s: { name: string }) => s.name === '语文').id).toBe(1);
    for (const list of [data.periodTypeList, data.schoolTypeList, data.subjectTypeList]) {
      const ids = list.map((i: { id: number }) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id: number) => Number.isInteger(id) && id > 0)).toBe(true);
    }
  });
});

describe(userModRoute, () => {
  it('saves every field and info reflects it, names included', async () => {
    const res = await call('/v1/user/mod', {
      uname: '  王老师 ',
      schoolName: '北京市第一实验小学',
      schoolType: 1,
      period: 1,
      subject: 2,
      avatar: '',
    });
    expect(res).toEqual({ code: 200, msg: 'ok', data: null });
    const { data } = await call('/v1/user/info');
    expect(data).toMatchObject({
      uname: '王老师',
      schoolName: '北京市第一实验小学',
      schoolType: 1,
      period: 1,
      periodName: '小学',
      subject: 2,
      subjectName: '数学',
      avatar: '',
    });
  });

  it('stores a missing subject as 0 and a missing period as -1 (§5), leaving other fields', async () => {
    await call('/v1/user/mod', { uname: '李老师', period: 2, subject: 3 });
    expect((await call('/v1/user/mod', { subject: 0, period: -1 })).code).toBe(200);
    const { data } = await call('/v1/user/info');
    expect(data).toMatchObject({
      uname: '李老师',
      period: PROFILE_MISSING_PERIOD,
      periodName: '',
      subject: 0,
      subjectName: '',
    });
    await call('/v1/user/mod', { period: 0 });
    expect((await call('/v1/user/info')).data.period).toBe(-1);
  });

  it('keeps <script> and SQL-looking text verbatim, as data', async () => {
    const uname = '<script>x</script>';
    const schoolName = "x'); DROP TABLE users; --";
    expect((await call('/v1/user/mod', { uname, schoolName })).code).toBe(200);
    const { data } = await call('/v1/user/info');
    expect(data.uname).toBe(uname);
    expect(data.schoolName).toBe(schoolName);
  });

  it('validates every field with a Chinese 40001 message', async () => {
    const cases: [unknown, string][] = [
      [{ uname: '' }, MSG_UNAME_EMPTY],
      [{ uname: '   ' }, MSG_UNAME_EMPTY],
      [{ uname: '名'.repeat(21) }, MSG_UNAME_TOO_LONG],
      // NUL is refused for every field before the route's own checks (`inputProblem` of @aita/contract).
      [{ uname: 'a\u0000b' }, '参数错误：uname 包含不允许的字符'],
      [{ uname: 'a\nb' }, '姓名包含不允许的字符'],
      // Bidi override and zero-width characters would make one name look like another.
      [{ uname: '张老师\u202E师老王' }, '姓名包含不允许的字符'],
      [{ uname: '张\u200B老师' }, '姓名包含不允许的字符'],
      [{ uname: '张\uFEFF老师' }, '姓名包含不允许的字符'],
      [{ schoolName: '一中\u2066' }, '学校名称包含不允许的字符'],
      [{ schoolName: '校'.repeat(41) }, MSG_SCHOOL_NAME_TOO_LONG],
      [{ schoolType: 99 }, MSG_SCHOOL_TYPE_INVALID],
      [{ period: 99 }, MSG_PERIOD_INVALID],
      [{ period: -2 }, MSG_PERIOD_INVALID],
      [{ subject: -1 }, MSG_SUBJECT_INVALID],
      [{ subject: 1000 }, MSG_SUBJECT_INVALID],
      [{ avatar: 'javascript:alert(1)' }, MSG_AVATAR_URL_INVALID],
      [{ avatar: 'https://evil.example/a.png' }, MSG_AVATAR_URL_INVALID],
      [{ avatar: '/files/avatars/../../etc/passwd.png' }, MSG_AVATAR_URL_INVALID],
      [{ subject: '1' }, '参数错误：subject 应为数字'],
      [{ period: 1.5 }, '参数错误：period 应为整数'],
      [{ uname: ['a'] }, '参数错误：uname 应为字符串'],
      ['text', '参数错误：请求体应为 JSON 对象'],
    ];
    for (const [body, msg] of cases) {
      expect(await call('/v1/user/mod', body), JSON.stringify(body)).toEqual({
        code: Code.INVALID_PARAM,
        msg,
        data: null,
      });
    }
    const { data } = await call('/v1/user/info');
    expect(data.uname).toBe('测试老师');
  });

  it('accepts 20-character names and 40-character school names (limits inclusive)', () => {
    expect(validateProfileChanges({ uname: '名'.repeat(20), schoolName: '校'.repeat(40) })).toEqual(
      { uname: '名'.repeat(20), schoolName: '校'.repeat(40) },
    );
    expect(validateProfileChanges({ uname: null, subject: null })).toEqual({});
  });

  it('refuses a huge body at the transport level', async () => {
    const res = await postAs(ctx.app, token, '/v1/user/mod', { uname: 'x'.repeat(2_000_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(Code.INVALID_PARAM);
  });

  it('needs login', async () => {
    expect((await call('/v1/user/mod', { uname: 'x' }, null)).code).toBe(Code.NOT_LOGGED_IN);
  });
});

describe(reportRoute, () => {
  it('stores events from anonymous and logged-in visitors', async () => {
    const anon = await postJson(ctx.app, '/v1/report', {
      event: 'login_success',
      params: { a: 1 },
    });
    expect(anon.json()).toEqual({ code: 200, msg: 'ok', data: null });
    expect((await call('/v1/report', { event: 'page.view' })).code).toBe(200);
    const rows = await ctx.database.db.select().from(reportEvents);
    expect(rows.find((r) => r.event === 'login_success')).toMatchObject({
      userId: null,
      params: { a: 1 },
    });
    expect(rows.find((r) => r.event === 'page.view')?.userId).toBe(userId);
  });

  it('refuses missing, odd and oversized events', async () => {
    for (const body of [
      {},
      { event: '' },
      { event: 'x'.repeat(65) },
      { event: '<script>' },
      { event: 'ok', params: 'str' },
      { event: 'ok', params: { big: 'x'.repeat(5000) } },
      { event: 'ok', params: { nul: 'a\u0000b' } },
    ]) {
      const res = await call('/v1/report', body);
      expect(res.code, JSON.stringify(body).slice(0, 80)).toBe(Code.INVALID_PARAM);
      expect(res.msg).toMatch(/^参数错误：/);
    }
  });
});
