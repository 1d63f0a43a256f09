import { createApiClient } from '@aita/api';
import {
  createBasketStore,
  createIntentStore,
  createStringCookieJar,
  createTokenStore,
  getOrCreateAnonymousId,
  getOrCreateDeviceId,
  type KeyValueStorage,
} from '@aita/core';
import { compressImage } from '../upload/compressImage';
import type { BrowserPort, SagaContext } from './context';
import { createBrowserFiles } from './files';
import { createSessionPort, memoryStorage } from './memory';
import { createNavigationPort } from './navigation';

function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = '__aita_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch (_error) {
    return memoryStorage();
  }
}

/** The browser's port: `window.location`, `history.replaceState`, `navigator.userAgent`. */
export function createWindowBrowser(): BrowserPort {
  return {
    currentUrl: () => window.location.href,
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    reloadPage: () => window.location.reload(),
    userAgent: () => window.navigator.userAgent,
  };
}

/**
 * The browser wiring of @aita/core and @aita/api, one per page: cookies over `document.cookie`,
 * local storage (or memory), the token store, device and anonymous ids, the same-origin API
 * client that sends them (§7), and the ports the sagas get in their context.
 */
export function createBrowserContext(): SagaContext & {
  navigation: ReturnType<typeof createNavigationPort>;
} {
  const cookies = createStringCookieJar({
    read: () => document.cookie,
    write: (assignment) => {
      document.cookie = assignment;
    },
  });
  const storage = browserStorage();
  const now = () => Date.now();
  const random = () => Math.random();
  const tokens = createTokenStore({ storage, cookies, now });
  const deviceId = getOrCreateDeviceId({ cookies, now, random });
  const anonymousId = getOrCreateAnonymousId({ storage, random });
  const tokenClearedListeners = new Set<() => void>();
  const client = createApiClient({
    baseUrl: '',
    getToken: () => tokens.read(),
    getDeviceId: () => deviceId,
    getAnonymousId: () => anonymousId,
    clearToken: () => {
      tokens.clear();
      for (const listener of tokenClearedListeners) listener();
    },
    reload: () => window.location.reload(),
  });
  const navigation = createNavigationPort();
  return {
    client,
    navigation,
    ports: {
      navigation,
      deviceId,
      intents: createIntentStore({ storage, now }),
      basket: createBasketStore({ storage }),
      session: createSessionPort(tokens, (listener) => {
        tokenClearedListeners.add(listener);
        return () => void tokenClearedListeners.delete(listener);
      }),
      browser: createWindowBrowser(),
      files: createBrowserFiles(),
      compressImage,
    },
  };
}
