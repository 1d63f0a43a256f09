// Test helpers of the chat sagas (not shipped: only *.server.test.ts files import this): a real
// store of the whole app over HTTP to a real server, and a registered teacher.
import { createApiClient, type ApiClient } from '@aita/api';
import { createIntentStore, type KeyValueStorage } from '@aita/core';
import { createServices } from '../../app/services';
import { createAppStore, type RootState } from '../../app/store';
import { lazyFeatures } from '../../test/lazyFeatures';
import {
  createIdentityServices,
  createMemoryIdentityPlatform,
} from '../identity/auth/identityServices';
import type { ChatMessage } from './chatSlice';
import type { ChatServices } from './chatServices';

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

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
  const response = await fetch(`${origin}/passport/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: 'chat-saga-2026' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
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
 * (the same token unless a test wants the two to differ). `chat` replaces chat services (the
 * image compressor: Node has no canvas).
 */
export function createChatStore(
  origin: string,
  stored: string,
  sent: string = stored,
  chat: Partial<ChatServices> = {},
) {
  const platform = createMemoryIdentityPlatform('http://localhost/chat/index');
  if (stored) platform.tokens.saveCookieToken(stored, 'frame');
  const client = testApiClient(origin, sent);
  const intents = createIntentStore({ storage: memoryStorage(), now: Date.now });
  const services = {
    ...createServices(client, () => 'chat-saga-device', intents),
    ...createIdentityServices(client, platform),
    ...chat,
  };
  return { store: createAppStore({ services, features: lazyFeatures }), intents, client };
}

/** The messages shown, in order. */
export const messagesOf = (state: RootState): ChatMessage[] =>
  state.chat.ids.map((id) => state.chat.entities[id]).filter((m): m is ChatMessage => !!m);
