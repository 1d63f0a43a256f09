import { createApiClient, type ApiClient } from '@aita/api';
import {
  createIntentStore,
  createStringCookieJar,
  createTokenStore,
  getOrCreateAnonymousId,
  getOrCreateDeviceId,
  type IntentStore,
  type KeyValueStorage,
  type TokenStore,
} from '@aita/core';

/** A storage that holds values for this page's life only, when localStorage is unavailable. */
function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

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

/** The browser wiring of @aita/core and @aita/api: one of each per page. */
export interface Platform {
  client: ApiClient;
  tokens: TokenStore;
  deviceId: string;
  /** Subscribes to token clears by the API client (codes 20100, 11100, 20200, §8). */
  onTokenCleared(listener: () => void): () => void;
  /** Core's pending-intent store over local storage (§3 pending requests, §4 resume). */
  intents: IntentStore;
}

/**
 * Builds the browser platform: cookies over `document.cookie`, local storage (or memory), the
 * token store, device and anonymous ids, and the same-origin API client that sends them (§7).
 */
export function createBrowserPlatform(): Platform {
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
  const intents = createIntentStore({ storage, now });
  return {
    client,
    tokens,
    deviceId,
    intents,
    onTokenCleared(listener) {
      tokenClearedListeners.add(listener);
      return () => void tokenClearedListeners.delete(listener);
    },
  };
}
