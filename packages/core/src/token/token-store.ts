import {
  COOKIE_TOKEN_LIFETIME_FRAME_MS,
  COOKIE_TOKEN_LIFETIME_SSO_MS,
  SESSION_TOKEN_LIFETIME_MS,
} from '../constants';
import type { CookieJar } from '../cookie';
import type { Clock, KeyValueStorage } from '../storage';
import { createExpiringStorage } from '../storage';

/** Storage key of the session token (an expiring-storage entry). */
export const TOKEN_STORAGE_KEY = 'aita.token';
/** Cookie name of the long-lived login token. */
export const TOKEN_COOKIE_NAME = 'aita_token';

/**
 * How the teacher logged in, which decides the cookie token lifetime (spec §4, §9):
 * `frame` (embedded login frame) 10 days; `sso`, `param` (token query parameter) and `ticket`
 * (third-party ticket login) 30 days.
 */
export type LoginSource = 'frame' | 'sso' | 'param' | 'ticket';

/** Spec §9: cookie token lifetime, 10 days after frame login, 30 days after the others. */
export function cookieTokenLifetimeMs(source: LoginSource): number {
  return source === 'frame' ? COOKIE_TOKEN_LIFETIME_FRAME_MS : COOKIE_TOKEN_LIFETIME_SSO_MS;
}

/** Options of {@link createTokenStore}. */
export interface TokenStoreOptions {
  /** Where the session token lives; `localStorage` in the browser. */
  storage: KeyValueStorage;
  /** Where the long-lived cookie token lives. */
  cookies: CookieJar;
  now: Clock;
}

/** The handle returned by {@link createTokenStore}. */
export interface TokenStore {
  /**
   * The login token, or `''` when logged out. Session token first; when it is absent or expired
   * (the expired one is cleared, spec §4) the cookie token is used and re-seeds a fresh 2-hour
   * session. `''` when neither exists.
   */
  read(): string;
  /** Spec §4: saves the session token with a 2-hour expiry. A blank token clears the session. */
  saveSession(token: string): void;
  /**
   * Spec §4/§9: after a login, keeps the token in the cookie (10 days for `frame`, 30 days for
   * `sso`, `param`, `ticket`) and as the session token, so `read()` returns the new token at
   * once even if an older session token was stored. A blank token clears both.
   */
  saveCookieToken(token: string, source: LoginSource): void;
  /** Spec §4/§8: logout and codes 20100, 11100, 20200 clear the stored token: both copies. */
  clear(): void;
  /** Spec §4: login state is the presence of a stored token. */
  isLoggedIn(): boolean;
}

/**
 * The login token lifecycle of spec §4 and §9: a 2-hour session token in local storage backed by
 * a 10- or 30-day cookie token. Every request sends `read()` as `X-Token` (spec §6).
 */
export function createTokenStore({ storage, cookies, now }: TokenStoreOptions): TokenStore {
  const session = createExpiringStorage({ storage, now });

  const saveSession = (token: string): void => {
    if (!token.trim()) {
      session.remove(TOKEN_STORAGE_KEY);
      return;
    }
    session.set(TOKEN_STORAGE_KEY, token, SESSION_TOKEN_LIFETIME_MS);
  };

  const read = (): string => {
    const stored = session.get<unknown>(TOKEN_STORAGE_KEY);
    if (typeof stored === 'string' && stored) return stored;
    if (stored !== null) session.remove(TOKEN_STORAGE_KEY);
    const fromCookie = cookies.get(TOKEN_COOKIE_NAME);
    if (!fromCookie) return '';
    saveSession(fromCookie);
    return fromCookie;
  };

  const clear = (): void => {
    session.remove(TOKEN_STORAGE_KEY);
    cookies.remove(TOKEN_COOKIE_NAME);
  };

  return {
    read,
    saveSession,
    saveCookieToken(token, source) {
      if (!token.trim()) {
        clear();
        return;
      }
      cookies.set(TOKEN_COOKIE_NAME, token, {
        expires: now() + cookieTokenLifetimeMs(source),
        path: '/',
      });
      saveSession(token);
    },
    clear,
    isLoggedIn: () => read() !== '',
  };
}
