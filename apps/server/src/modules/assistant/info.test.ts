import { Code, MSG_DEFAULT_WELCOME, type AppInfo } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_APP_NOT_FOUND } from '../apps/messages';
import { ASSISTANT_PROLOGUE, OFFLINE_PROLOGUE_NOTE } from './messages';
import { ASSISTANT_LOGO } from './service';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { aitalkConfigRoutes } from './config.routes';
import { aitalkUriInfoRoute } from './uri.routes';
import { aiAssistantInfoRoute } from './info.routes';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(() => ctx?.close());

const call = async (t: string | undefined, url: string, body?: unknown) => {
  const res = await postAs(ctx.app, t, url, body);
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function essayApp(): Promise<AppInfo> {
  const res = await call(undefined, '/v1/aitalk/uri/info', { uri: 'essay-review' });
  return res.data.app as AppInfo;
}

describe(aiAssistantInfoRoute, () => {
  it('answers the assistant config, saying plainly that no model is configured', async () => {
    for (const body of [{ ty: 'normal' }, undefined]) {
      const res = await call(undefined, '/v1/aiassistant/info', body);
      expect(res).toEqual({
        code: 200,
        msg: 'ok',
        data: {
          prologueDesc: `${ASSISTANT_PROLOGUE}${OFFLINE_PROLOGUE_NOTE}`,
          isNetwork: 2,
          logo: ASSISTANT_LOGO,
          isOffline: 1,
        },
      });
    }
    expect(ASSISTANT_LOGO).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(ASSISTANT_PROLOGUE).not.toBe(MSG_DEFAULT_WELCOME);
  });

  it('answers an app’s chat config for ty search, 40004 for an unknown app', async () => {
    const app = await essayApp();
    const res = await call(undefined, '/v1/aiassistant/info', { ty: 'search', appId: app.appId });
    // The toggles and welcome come from the app's definition (docs/apps.md).
    expect(res.data).toEqual({
      appId: app.appId,
      name: '作文批改',
      isDeepseek: 0,
      isNetwork: 0,
      prologueDesc: expect.stringMatching(/^您好，我是「作文批改」。.+（当前未配置大模型/),
      category: app.category,
      isOffline: 1,
      template: 0,
      form: [],
      followUps: expect.arrayContaining(['把批改意见改写成写给学生的评语']),
      membersOnly: 0,
      freeDailyQuota: 20,
    });
    expect(await call(undefined, '/v1/aiassistant/info', { ty: 'search', appId: 999999 })).toEqual({
      code: Code.NOT_FOUND,
      msg: MSG_APP_NOT_FOUND,
      data: null,
    });
    expect((await call(undefined, '/v1/aiassistant/info', { ty: 'search' })).msg).toBe(
      '参数错误：appId 应为正整数',
    );
    expect((await call(undefined, '/v1/aiassistant/info', { ty: 'admin' })).msg).toBe(
      '参数错误：ty 取值无效',
    );
  });
});

describe(aitalkConfigRoutes, () => {
  it('answers the chat config by appId or uri, the same as aiassistant/info ty search', async () => {
    const app = await essayApp();
    const byId = await call(undefined, '/v1/aitalk/config', { appId: String(app.appId) });
    const byUri = await call(undefined, '/v1/aitalk/config', { uri: 'essay-review' });
    const viaInfo = await call(undefined, '/v1/aiassistant/info', {
      ty: 'search',
      appId: app.appId,
    });
    expect(byId).toEqual(viaInfo);
    expect(byUri).toEqual(viaInfo);
    expect((await call(undefined, '/v1/aitalk/config', {})).code).toBe(Code.INVALID_PARAM);
    expect((await call(undefined, '/v1/aitalk/config', { uri: 'nope' })).code).toBe(Code.NOT_FOUND);
  });

  it('pre-chat check: allowed when logged in, login needed otherwise', async () => {
    expect((await call(token, '/v1/aitalk/check')).data).toEqual({
      allowed: true,
      needLogin: 0,
      isOffline: 1,
      maxStreams: 2,
      questionsPerMinute: 20,
    });
    expect((await call(undefined, '/v1/aitalk/check', {})).data).toMatchObject({
      allowed: false,
      needLogin: 1,
    });
    expect((await call('forged', '/v1/aitalk/check', {})).data.allowed).toBe(false);
  });
});

describe(aitalkUriInfoRoute, () => {
  it('answers the app of a chat uri with its config, isCollect for the teacher', async () => {
    const anonymous = await call(undefined, '/v1/aitalk/uri/info', { uri: 'essay-review' });
    expect(anonymous.data.app).toMatchObject({
      uri: 'essay-review',
      name: '作文批改',
      isCollect: 0,
    });
    expect(anonymous.data.config).toMatchObject({ isDeepseek: 0, isNetwork: 0, template: 0 });
    await call(token, '/v1/aitalk/collect/update', { appId: anonymous.data.app.appId, status: 1 });
    const mine = await call(token, '/v1/aitalk/uri/info', { uri: 'essay-review' });
    expect(mine.data.app.isCollect).toBe(1);
    expect(await call(undefined, '/v1/aitalk/uri/info', { uri: 'no-such-app' })).toEqual({
      code: Code.NOT_FOUND,
      msg: MSG_APP_NOT_FOUND,
      data: null,
    });
    for (const uri of [undefined, '', '<script>', 'A'.repeat(65), 7]) {
      expect((await call(undefined, '/v1/aitalk/uri/info', { uri })).msg).toBe(
        '参数错误：uri 无效',
      );
    }
  });
});
