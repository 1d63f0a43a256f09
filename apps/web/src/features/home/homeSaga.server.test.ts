// The new-home send on a real store against the real server (@aita/server/testing).
import { startTestServer, type TestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitForState } from '../../test/waitForState';
import { createIdentityTestStore, providerLogin } from '../identity/auth/testing';
import { sendQuestion } from './homeSaga';
import { questionSent } from './homeSlice';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const draft = {
  content: '  帮我写一段开学寄语 ',
  app: null,
  isDeepThink: true,
  isNetworkSearch: 0 as const,
  imgUrls: [],
};

describe(sendQuestion, () => {
  it('a logged-in send passes the check and opens the chat with the request, storing nothing', async () => {
    const token = await providerLogin(server.url);
    const { store, platform } = createIdentityTestStore(server.url, { token });
    await waitForState(store, (s) => s.user.info !== null, 20_000);

    store.dispatch(questionSent(draft));
    // Navigating changes no state (the request travels in the route's state), so wait on the
    // port itself, not on a store change that may come before it.
    await vi.waitFor(() => expect(platform.navigations.length).toBeGreaterThan(0), {
      timeout: 20_000,
    });
    expect(platform.navigations).toEqual([
      {
        to: '/chat/index',
        state: {
          newHomeRequest: expect.objectContaining({
            content: '帮我写一段开学寄语',
            isDeepThink: true,
          }),
        },
      },
    ]);
    expect(platform.ports.intents.newHome.load()).toBeNull();
    expect(store.getState().home.sending).toBe(false);
    store.sagaTask.cancel();
  }, 60_000);

  it('an anonymous send keeps the request for after login and asks for login', async () => {
    const { store, platform } = createIdentityTestStore(server.url);
    await waitForState(store, (s) => s.auth.ready, 20_000);

    store.dispatch(questionSent(draft));
    expect(store.getState().auth.overlayOpen).toBe(true);
    expect(platform.ports.intents.newHome.load()?.content).toBe('帮我写一段开学寄语');
    expect(platform.navigations).toEqual([]);
    store.sagaTask.cancel();
  }, 60_000);
});
