// Test helpers of the chat sagas (not shipped: only *.server.test.ts files import this): a real
// store of the whole app over HTTP to a real server, and a registered teacher.
import { registerOnTestServer } from '@aita/server/testing';
import { createApiClient, type ApiClient } from '@aita/api';
import { createAppStore, type RootState } from '../../app/store';
import { lazyFeatures } from '../../test/lazyFeatures';
import type { AppPorts } from '../../shared/ports/context';
import { createMemoryPorts } from '../../shared/ports/memory';
import type { ChatMessage } from './chatSlice';

const running = new Set<Promise<unknown>>();

/** `fetch` that remembers the calls still running (see {@link settleCalls}). */
const trackedFetch: typeof globalThis.fetch = (input, init) => {
  const call = globalThis.fetch(input, init);
  running.add(call);
  call.then(
    () => running.delete(call),
    () => running.delete(call),
  );
  return call;
};

/**
 * Resolves once no call of the test clients is running. Await it before closing the server: a
 * store's start-up calls (user info, lists) may still run when a test ends, and a call answered
 * after the close began leaves a keep-alive connection that the close then waits for (72 s).
 */
export async function settleCalls(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

/** Registers a fresh teacher on the server at `origin`; resolves with the login token. */
export async function registerTeacher(origin: string): Promise<string> {
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return (await registerOnTestServer(origin, { phone, password: 'chat-saga-2026' })).data.token;
}

/** An `@aita/api` client of `origin` sending `token`. */
export function testApiClient(origin: string, token: string): ApiClient {
  return createApiClient({
    baseUrl: origin,
    getToken: () => token,
    getDeviceId: () => 'chat-saga-device',
    getAnonymousId: () => 'chat-saga-anon',
    clearToken: () => undefined,
    reload: () => undefined,
    timeout: 10_000,
    retries: 0,
    fetch: trackedFetch,
  });
}

/**
 * A real store whose identity holds `stored` as the login token; the HTTP client sends `sent`
 * (the same token unless a test wants the two to differ). `ports` replaces memory ports (the
 * image compressor: Node has no canvas).
 */
export function createChatStore(
  origin: string,
  stored: string,
  sent: string = stored,
  ports: Partial<AppPorts> = {},
) {
  const platform = createMemoryPorts({
    initialUrl: 'http://localhost/chat/index',
    deviceId: 'chat-saga-device',
    ...ports,
  });
  if (stored) platform.tokens.saveCookieToken(stored, 'frame');
  const client = testApiClient(origin, sent);
  const store = createAppStore({
    context: { client, ports: platform.ports },
    features: lazyFeatures,
  });
  return { store, intents: platform.ports.intents, client };
}

/** The messages shown, in order. */
export const messagesOf = (state: RootState): ChatMessage[] =>
  state.chat.ids.map((id) => state.chat.entities[id]).filter((m): m is ChatMessage => !!m);
