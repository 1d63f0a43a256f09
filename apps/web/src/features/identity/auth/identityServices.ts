import {
  checkOrgCode,
  fetchUserConfigs,
  fetchUserInfo,
  joinOrg,
  logoutUser,
  reportEvent,
  setCurrentOrg,
  ticketLogin,
  updateUserProfile,
  uploadAvatar,
  type ApiClient,
  type OrgCodeResult,
  type TicketLoginResult,
} from '@aita/api';
import {
  createTokenStore,
  type CommonInfo,
  type CookieJar,
  type KeyValueStorage,
  type LoginSource,
  type ProfileUpdate,
  type TokenStore,
  type UserInfo,
} from '@aita/core';

/** The page's address bar and lifecycle, as the identity sagas need them. */
export interface BrowserPort {
  /** The full current URL (`window.location.href`). */
  currentUrl(): string;
  /** Replaces the current history entry without navigating (`history.replaceState`). */
  replaceUrl(url: string): void;
  /** A full page reload (§4: a period or subject change reloads the page). */
  reloadPage(): void;
  /** `navigator.userAgent` (§9 device tag). */
  userAgent(): string;
}

/** What the identity services need from the host besides the API client. */
export interface IdentityPlatform {
  tokens: TokenStore;
  /** Subscribes to token clears done by the API client (codes 20100, 11100, 20200, §8). */
  onTokenCleared?: (listener: () => void) => () => void;
  browser: BrowserPort;
}

/** The identity part of `AppServices` (spec §4, §5, §7 "User and organisation"). */
export interface IdentityServices {
  /** The stored login token, `''` when logged out (§4). */
  readToken(): string;
  /** Stores a new login token (session + cookie: 10 days for frame, 30 for the others, §9). */
  storeToken(token: string, source: LoginSource): void;
  /** Forgets the stored token (both copies). */
  clearToken(): void;
  /** Calls `listener` whenever the API client cleared the token after a token code. */
  subscribeTokenCleared(listener: () => void): () => void;
  browser: BrowserPort;
  fetchUserInfo(): Promise<UserInfo>;
  updateProfile(update: ProfileUpdate): Promise<null>;
  fetchUserConfigs(): Promise<CommonInfo>;
  setCurrentOrg(orgId: number): Promise<{ curOrgId: number }>;
  logout(): Promise<{ revoked: boolean }>;
  report(event: string, params?: Record<string, unknown>): Promise<unknown>;
  ticketLogin(ticket: string): Promise<TicketLoginResult>;
  checkOrgCode(code: string): Promise<OrgCodeResult>;
  joinOrg(code: string): Promise<OrgCodeResult & { curOrgId: number }>;
  uploadAvatar(file: Blob, name: string): Promise<{ url: string }>;
}

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function memoryCookies(now: () => number): CookieJar & {
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

/** An in-memory identity platform (tests; the store then starts anonymous). */
export function createMemoryIdentityPlatform(initialUrl?: string) {
  const now = () => Date.now();
  const cookies = memoryCookies(now);
  return {
    tokens: createTokenStore({ storage: memoryStorage(), cookies, now }),
    cookies,
    browser: createMemoryBrowser(initialUrl),
  };
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
 * Identity services over one `@aita/api` client and a platform (token store, address bar).
 * Without a platform everything lives in memory (tests).
 */
export function createIdentityServices(
  client: ApiClient,
  platform: IdentityPlatform = createMemoryIdentityPlatform(),
): IdentityServices {
  const { tokens } = platform;
  const listeners = new Set<() => void>();
  return {
    readToken: () => tokens.read(),
    storeToken: (token, source) => tokens.saveCookieToken(token, source),
    clearToken: () => tokens.clear(),
    subscribeTokenCleared(listener) {
      if (platform.onTokenCleared) return platform.onTokenCleared(listener);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    browser: platform.browser,
    fetchUserInfo: () => fetchUserInfo(client),
    updateProfile: (update) => updateUserProfile(client, update),
    fetchUserConfigs: () => fetchUserConfigs(client),
    setCurrentOrg: (orgId) => setCurrentOrg(client, orgId),
    logout: () => logoutUser(client),
    report: (event, params) => reportEvent(client, event, params),
    ticketLogin: (ticket) => ticketLogin(client, ticket),
    checkOrgCode: (code) => checkOrgCode(client, code),
    joinOrg: (code) => joinOrg(client, code),
    uploadAvatar: (file, name) => uploadAvatar(client, file, name),
  };
}

/**
 * Adds the identity services to `services` for this platform (main.tsx: the browser's token
 * store and address bar). Returns a new object; `services` is not changed.
 */
export function withIdentityPlatform<S extends object>(
  services: S,
  platform: Omit<IdentityPlatform, 'browser'> & { client: ApiClient; browser?: BrowserPort },
): S & IdentityServices {
  const browser = platform.browser ?? createWindowBrowser();
  return { ...services, ...createIdentityServices(platform.client, { ...platform, browser }) };
}
