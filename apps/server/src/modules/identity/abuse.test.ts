import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ossCredentials, reportEvents } from '../../db/schema';
import { MSG_OSS_TOKEN_THROTTLED } from '../../platform/storage/token.routes';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { MSG_REPORT_THROTTLED, REPORTS_PER_MINUTE } from './report.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const report = (body: unknown, ip: string, token?: string) =>
  postAs(ctx.app, token, '/v1/report', body, { remoteAddress: ip });
const ossToken = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/v1/oss/token/get', headers: { 'x-token': token } });

describe('abuse limits', () => {
  it('an anonymous loop of /v1/report stops at the per-address limit; others still report', async () => {
    const ip = '10.50.0.1';
    const event = `abuse.loop.${Date.now()}`;
    const codes: number[] = [];
    for (let i = 0; i < REPORTS_PER_MINUTE + 5; i += 1) {
      codes.push((await report({ event }, ip)).json().code);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(REPORTS_PER_MINUTE);
    const last = (await report({ event }, ip)).json();
    expect(last).toEqual({ code: Code.TOO_MANY_REQUESTS, msg: MSG_REPORT_THROTTLED, data: null });
    const stored = await ctx.database.db
      .select({ id: reportEvents.id })
      .from(reportEvents)
      .where(eq(reportEvents.event, event));
    expect(stored).toHaveLength(REPORTS_PER_MINUTE);
    expect((await report({ event }, '10.50.0.2')).json().code).toBe(200);
  });

  it('anonymous events carry at most 1024 characters of params; a teacher’s up to 4096', async () => {
    const params = { text: 'x'.repeat(2000) };
    const anonymous = (await report({ event: 'big.params', params }, '10.50.1.1')).json();
    expect(anonymous.code).toBe(Code.INVALID_PARAM);
    expect(anonymous.msg).toBe('未登录时上报内容不能超过1024个字符');
    const { id } = await insertUser(ctx.database);
    const token = await tokenFor(ctx.app, id);
    expect((await report({ event: 'big.params', params }, '10.50.1.1', token)).json().code).toBe(
      200,
    );
  });

  it('upload credentials: 60 per teacher per hour, and logout ends them', async () => {
    const { id } = await insertUser(ctx.database);
    const token = await tokenFor(ctx.app, id);
    const codes: number[] = [];
    for (let i = 0; i < 61; i += 1) codes.push((await ossToken(token)).json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    expect((await ossToken(token)).json()).toMatchObject({
      code: Code.TOO_MANY_REQUESTS,
      msg: MSG_OSS_TOKEN_THROTTLED,
    });
    const rows = () =>
      ctx.database.db
        .select({ id: ossCredentials.accessKeyId })
        .from(ossCredentials)
        .where(eq(ossCredentials.userId, id));
    expect(await rows()).toHaveLength(60);
    expect((await postAs(ctx.app, token, '/v1/user/logout', {})).json().data).toEqual({
      revoked: true,
    });
    expect(await rows()).toHaveLength(0);
  });
});
