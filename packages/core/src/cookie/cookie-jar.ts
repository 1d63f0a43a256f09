/** Options of {@link CookieJar.set}. */
export interface CookieOptions {
  /**
   * When the cookie expires: a `Date`, or a number of epoch milliseconds (an absolute instant,
   * as `Date.getTime()` returns — not a number of days as in js-cookie).
   */
  expires: Date | number;
  /** Cookie path; `/` when omitted. */
  path?: string;
}

/**
 * The cookies core reads and writes, passed in by the host (spec §7: device id cookie; §4:
 * cookie token after login). The web app adapts `document.cookie` to it with
 * {@link createStringCookieJar}; tests use an in-memory jar.
 */
export interface CookieJar {
  /** The cookie's value, or `null` when absent (or expired). */
  get(name: string): string | null;
  /** Sets the cookie until `options.expires`. */
  set(name: string, value: string, options: CookieOptions): void;
  /** Removes the cookie. */
  remove(name: string): void;
}

/** The expiry of {@link CookieOptions} as epoch milliseconds. */
export function cookieExpiryMs(expires: Date | number): number {
  return typeof expires === 'number' ? expires : expires.getTime();
}
