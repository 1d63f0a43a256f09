import type { CookieJar, CookieOptions } from '../cookie';
import { cookieExpiryMs } from '../cookie';

/** What the in-memory jar keeps per cookie, for assertions. */
export interface StoredCookie {
  value: string;
  expiresAt: number;
  path: string;
}

/** An in-memory {@link CookieJar} for tests that honours expiry against an injected clock. */
export interface MemoryCookieJar extends CookieJar {
  readonly cookies: Map<string, StoredCookie>;
}

/** Creates an empty in-memory cookie jar; cookies past their expiry read as absent, like a browser. */
export function createMemoryCookieJar(now: () => number): MemoryCookieJar {
  const cookies = new Map<string, StoredCookie>();
  return {
    cookies,
    get(name) {
      const cookie = cookies.get(name);
      if (!cookie) return null;
      if (now() >= cookie.expiresAt) {
        cookies.delete(name);
        return null;
      }
      return cookie.value;
    },
    set(name, value, options: CookieOptions) {
      cookies.set(name, {
        value,
        expiresAt: cookieExpiryMs(options.expires),
        path: options.path ?? '/',
      });
    },
    remove(name) {
      cookies.delete(name);
    },
  };
}
