// Login-CSRF guard and 登录设备 on a real store against the real server (@aita/server/testing).
import { startTestServer, type TestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForState } from '../../../test/waitForState';
import { createIdentityTestStore, postAs, providerRegister } from '../auth/testing';
import {
  accountSwitchAnswered,
  allSessionsRevokeRequested,
  sessionsRequested,
} from './securitySlice';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const ready = (s: { auth: { ready: boolean } }) => s.auth.ready;

describe('a link with another teacher’s token', () => {
  it('asks first, naming both accounts; 保持当前账号 keeps the current login', async () => {
    const mine = await providerRegister(server.url, '甲老师');
    const theirs = await providerRegister(server.url, '乙老师');
    const { store, platform } = createIdentityTestStore(server.url, {
      token: mine.token,
      initialUrl: `https://aita.test/chat/index?token=${theirs.token}`,
    });
    const asked = await waitForState(store, (s) => s.security.switchPrompt !== null);
    expect(asked.security.switchPrompt).toEqual({
      current: { uname: '甲老师', phoneTail: mine.phone.slice(-4) },
      incoming: { uname: '乙老师', phoneTail: theirs.phone.slice(-4) },
    });
    // Nothing was switched while the question is open.
    expect(platform.tokens.read()).toBe(mine.token);
    store.dispatch(accountSwitchAnswered({ switchAccount: false }));
    const state = await waitForState(store, (s) => ready(s) && s.user.info !== null);
    store.sagaTask.cancel();
    expect(platform.tokens.read()).toBe(mine.token);
    expect(state.user.info?.uname).toBe('甲老师');
  });

  it('切换 adopts the link’s login', async () => {
    const mine = await providerRegister(server.url, '丙老师');
    const theirs = await providerRegister(server.url, '丁老师');
    const { store, platform } = createIdentityTestStore(server.url, {
      token: mine.token,
      initialUrl: `https://aita.test/sso?token=${theirs.token}`,
    });
    await waitForState(store, (s) => s.security.switchPrompt !== null);
    store.dispatch(accountSwitchAnswered({ switchAccount: true }));
    await waitForState(store, (s) => ready(s) && s.user.info?.uname === '丁老师');
    store.sagaTask.cancel();
    expect(platform.tokens.read()).toBe(theirs.token);
  });

  it('the same teacher’s token from a link is taken without a question', async () => {
    const mine = await providerRegister(server.url, '戊老师');
    const sso = await postAs(server.url, mine.token, '/passport/api/sso-token');
    const link = (sso.data as { token: string }).token;
    const { store, platform } = createIdentityTestStore(server.url, {
      token: mine.token,
      initialUrl: `https://aita.test/home/index?token=${link}`,
    });
    const state = await waitForState(store, (s) => ready(s) && s.user.info !== null);
    store.sagaTask.cancel();
    expect(state.security.switchPrompt).toBeNull();
    expect(platform.tokens.read()).toBe(link);
  });
});

describe('登录设备', () => {
  it('lists the logins and 退出所有设备 logs this browser out too', async () => {
    const me = await providerRegister(server.url, '己老师');
    const { store, platform } = createIdentityTestStore(server.url, { token: me.token });
    await waitForState(store, (s) => ready(s) && s.user.info !== null);
    store.dispatch(sessionsRequested());
    const listed = await waitForState(store, (s) => s.security.sessions !== null);
    expect(listed.security.sessions).toHaveLength(1);
    expect(listed.security.sessions?.[0]?.current).toBe(true);
    store.dispatch(allSessionsRevokeRequested());
    await waitForState(store, (s) => s.user.info === null && !s.auth.hasToken);
    store.sagaTask.cancel();
    expect(platform.tokens.read()).toBe('');
    const after = await postAs(server.url, me.token, '/v1/user/info');
    expect(after.code).toBe(20200);
  });
});
