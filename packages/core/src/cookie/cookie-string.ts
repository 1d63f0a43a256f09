import type { CookieJar, CookieOptions } from './cookie-jar';
import { cookieExpiryMs } from './cookie-jar';

/**
 * Parses a `Cookie` header or `document.cookie` string (`a=1; b=2`) into name → value.
 * Values are URI-decoded; a value that does not decode is kept as written. The first
 * occurrence of a name wins, as browsers list the most specific path first.
 */
export function parseCookieString(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // Keep the raw text: a cookie written by someone else need not be URI-encoded.
    }
    cookies.set(name, value);
  }
  return cookies;
}

/**
 * Formats one `Set-Cookie`-style assignment for `document.cookie`:
 * `name=value; expires=<UTC date>; path=/; SameSite=Lax`. The value is URI-encoded.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const expires = new Date(cookieExpiryMs(options.expires)).toUTCString();
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${options.path ?? '/'}; SameSite=Lax`;
}

/** Options of {@link createStringCookieJar}. */
export interface StringCookieJarOptions {
  /** Reads all cookies as one string; in a browser `() => document.cookie`. */
  read: () => string;
  /** Writes one assignment; in a browser `(s) => { document.cookie = s; }`. */
  write: (assignment: string) => void;
}

/**
 * A {@link CookieJar} over a `document.cookie`-like string property, so the web app's adapter is
 * two lambdas and all parsing and formatting stays here, tested. Removal writes an expiry in 1970.
 */
export function createStringCookieJar({ read, write }: StringCookieJarOptions): CookieJar {
  return {
    get: (name) => parseCookieString(read()).get(name) ?? null,
    set: (name, value, options) => write(serializeCookie(name, value, options)),
    remove: (name) => write(serializeCookie(name, '', { expires: 0 })),
  };
}
