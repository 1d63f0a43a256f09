import { registerOnTestServer } from '@aita/server/testing';
import { createApiClient } from '@aita/api';
import { createAppStore } from '../../../app/store';
import { createMemoryPorts } from '../../../shared/ports/memory';

/** Device id of identity test stores. */
export const IDENTITY_TEST_DEVICE_ID = '0b9d6c1e-2f4a-4e8b-9c3d-7a6b5c4d3e2f';

/**
 * A real store (every feature watcher) on a real `@aita/api` client at `baseUrl`, whose token
 * store and address bar live in memory: `initialUrl` is the landing URL, `token` a stored
 * token (frame login). Token codes clear the store's token like the browser platform does.
 */
export function createIdentityTestStore(
  baseUrl: string,
  { initialUrl, token }: { initialUrl?: string; token?: string } = {},
) {
  const listeners = new Set<() => void>();
  const platform = createMemoryPorts({
    initialUrl,
    deviceId: IDENTITY_TEST_DEVICE_ID,
    onTokenCleared: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  });
  if (token) platform.tokens.saveCookieToken(token, 'frame');
  const counters = { clears: 0, reloads: 0 };
  const client = createApiClient({
    baseUrl,
    getToken: () => platform.tokens.read(),
    getDeviceId: () => IDENTITY_TEST_DEVICE_ID,
    getAnonymousId: () => 'identity-test-anonymous',
    clearToken: () => {
      counters.clears += 1;
      platform.tokens.clear();
      for (const listener of listeners) listener();
    },
    reload: () => {
      counters.reloads += 1;
    },
    timeout: 10_000,
    retries: 0,
  });
  const store = createAppStore({ context: { client, ports: platform.ports } });
  return { store, platform, client, counters };
}

/** Logs a teacher in through the provider's JSON API and returns the token. */
export async function providerLogin(
  baseUrl: string,
  phone = '13800000000',
  password = 'aita-demo-2026',
): Promise<string> {
  const response = await fetch(`${baseUrl}/passport/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } };
  if (body.code !== 200) throw new Error(`login failed: ${body.code} ${body.msg}`);
  return body.data.token;
}

/** Registers a fresh teacher (random mainland number) and returns `{ phone, token }`. */
export async function providerRegister(baseUrl: string, uname?: string) {
  const phone = `15${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const body = await registerOnTestServer(baseUrl, {
    phone,
    password: 'test-pass-1',
    ...(uname ? { uname } : {}),
  });
  if (body.code !== 200) throw new Error(`register failed: ${body.code} ${body.msg}`);
  return { phone, token: body.data.token };
}

/** `POST path` with `X-Token`, returning the envelope. */
export async function postAs(baseUrl: string, token: string, path: string, body: unknown = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}
