import {
  createBasketStore,
  createIntentStore,
  createTokenStore,
  type CookieJar,
  type KeyValueStorage,
  type TokenStore,
} from '@aita/core';
import { compressImage } from '../upload/compressImage';
import type { AppPorts, BrowserPort, FilePort, SessionPort } from './context';

/** A storage that lives as long as the page: tests, and hosts without storage. */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** A cookie jar in memory, with expiries (tests read them). */
export function memoryCookies(now: () => number): CookieJar & {
  expiries: Map<string, { value: string; expires: number }>;
} {
  const map = new Map<string, { value: string; expires: number }>();
  return {
    expiries: map,
    get(name) {
      const cookie = map.get(name);
      if (!cookie || now() >= cookie.expires) return null;
      return cookie.value;
    },
    set(name, value, options) {
      const expires = options.expires;
      map.set(name, { value, expires: typeof expires === 'number' ? expires : expires.getTime() });
    },
    remove: (name) => void map.delete(name),
  };
}

/** A browser port over a URL kept in memory (tests, and hosts without a window). */
export function createMemoryBrowser(initialUrl = 'http://localhost/home/index') {
  const state = { url: initialUrl, reloads: 0 };
  const port: BrowserPort = {
    currentUrl: () => state.url,
    replaceUrl: (url) => {
      state.url = new URL(url, state.url).href;
    },
    reloadPage: () => {
      state.reloads += 1;
    },
    userAgent: () => '',
  };
  return Object.assign(port, { state });
}

/**
 * The session port over a token store; `onTokenCleared` is the API client's token-cleared
 * subscription (without one, nothing ever clears the token behind the sagas' back).
 */
export function createSessionPort(
  tokens: TokenStore,
  onTokenCleared?: (listener: () => void) => () => void,
): SessionPort {
  return {
    readToken: () => tokens.read(),
    storeToken: (token, source) => tokens.saveCookieToken(token, source),
    clearToken: () => tokens.clear(),
    subscribeTokenCleared: (listener) => onTokenCleared?.(listener) ?? (() => undefined),
  };
}

/** A file port that records what was saved and alerted, instead of a browser. */
export function createRecordingFiles() {
  const saved: { blob: Blob; name: string }[] = [];
  const alerts: string[] = [];
  const port: FilePort = {
    saveFile: (blob, name) => void saved.push({ blob, name }),
    alert: (text) => void alerts.push(text),
  };
  return Object.assign(port, { saved, alerts });
}

/**
 * Ports that live in memory (tests; a store then starts anonymous unless a token is stored in
 * `tokens`). Any port can be replaced; Node has no canvas, so tests of pasted images pass their
 * own `compressImage`.
 */
export function createMemoryPorts(
  options: {
    initialUrl?: string;
    deviceId?: string;
    onTokenCleared?: (listener: () => void) => () => void;
  } & Partial<AppPorts> = {},
) {
  const now = () => Date.now();
  const cookies = memoryCookies(now);
  const tokens = createTokenStore({ storage: memoryStorage(), cookies, now });
  const browser = createMemoryBrowser(options.initialUrl);
  const navigations: { to: string; state?: unknown }[] = [];
  const ports: AppPorts = {
    deviceId: options.deviceId ?? 'memory-device',
    intents: options.intents ?? createIntentStore({ storage: memoryStorage(), now }),
    basket: options.basket ?? createBasketStore({ storage: memoryStorage() }),
    session: options.session ?? createSessionPort(tokens, options.onTokenCleared),
    browser: options.browser ?? browser,
    files: options.files ?? createRecordingFiles(),
    navigation: options.navigation ?? {
      navigate: (to, state) => void navigations.push({ to, state }),
    },
    compressImage: options.compressImage ?? compressImage,
  };
  return { ports, tokens, cookies, browser, navigations };
}
