import { REQUEST_CACHE_CLEAN_INTERVAL_MS, REQUEST_CACHE_WINDOW_MS } from '@aita/core';

/**
 * Spec §7: "Request caching exists but is off by default (500 ms window, cleaned every 60 s)."
 */
export interface RequestCacheOptions {
  enabled: boolean;
  /** How long a response is shared after its request started. Default 500 ms. */
  windowMs?: number;
  /** How often expired entries are swept. Default 60 s. */
  cleanIntervalMs?: number;
  /** Clock, injectable for tests. Default `Date.now`. */
  now?: () => number;
}

/** A small time-windowed map from request key to the pending or settled response text. */
export interface RequestCache {
  /** The shared response for `key` if one started within the window. */
  get(key: string): Promise<string> | undefined;
  /** Shares `response` under `key` for the window; a rejected response is dropped at once. */
  set(key: string, response: Promise<string>): void;
  /** Entries held right now (expired ones included until the next sweep). */
  readonly size: number;
}

interface Entry {
  response: Promise<string>;
  expiresAt: number;
}

/**
 * Creates the request cache. Sweeping is lazy (done on access once `cleanIntervalMs` has passed),
 * so no timer exists and nothing keeps a Node process or a test runner alive.
 */
export function createRequestCache(
  options: Omit<RequestCacheOptions, 'enabled'> = {},
): RequestCache {
  const windowMs = options.windowMs ?? REQUEST_CACHE_WINDOW_MS;
  const cleanIntervalMs = options.cleanIntervalMs ?? REQUEST_CACHE_CLEAN_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let lastSweep = now();

  const sweepIfDue = (at: number): void => {
    if (at - lastSweep < cleanIntervalMs) return;
    lastSweep = at;
    for (const [key, entry] of entries) {
      if (entry.expiresAt <= at) entries.delete(key);
    }
  };

  return {
    get(key) {
      const at = now();
      sweepIfDue(at);
      const entry = entries.get(key);
      return entry && entry.expiresAt > at ? entry.response : undefined;
    },
    set(key, response) {
      const at = now();
      sweepIfDue(at);
      const entry: Entry = { response, expiresAt: at + windowMs };
      entries.set(key, entry);
      response.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The cache key: method, full URL (with query), body and the token. The token is part of it so a
 * response fetched before login is never handed to a call made after it (docs/api.md).
 */
export function requestCacheKey(method: string, url: string, body: string, token: string): string {
  return JSON.stringify([method.toUpperCase(), url, body, token]);
}
