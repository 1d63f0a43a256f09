import { DEFAULT_STORAGE_LIFETIME_MS } from '../constants';
import type { Clock, KeyValueStorage } from './key-value-storage';

/** The JSON envelope written for each key: the value and the instant it stops being valid. */
export interface ExpiringEntry<T = unknown> {
  value: T;
  /** Epoch milliseconds. The entry is valid while `now() <= expiresAt`. */
  expiresAt: number;
}

/** Options of {@link createExpiringStorage}. */
export interface ExpiringStorageOptions {
  storage: KeyValueStorage;
  now: Clock;
  /** Lifetime used when `set` gets none. Spec §9: default storage lifetime 1 day. */
  defaultLifetimeMs?: number;
}

/** The handle returned by {@link createExpiringStorage}. */
export interface ExpiringStorage {
  /**
   * The stored value, or `null` when the key is absent, expired or unreadable. Expired and
   * unreadable entries are removed on the way (spec §8: "Broken stored request JSON: removed").
   */
  get<T>(key: string): T | null;
  /** Stores `value` as JSON, valid for `lifetimeMs` (default: the storage's default lifetime). */
  set(key: string, value: unknown, lifetimeMs?: number): void;
  /** Removes the key. */
  remove(key: string): void;
}

function isEntry(parsed: unknown): parsed is ExpiringEntry {
  return (
    typeof parsed === 'object' &&
    parsed !== null &&
    'value' in parsed &&
    'expiresAt' in parsed &&
    typeof parsed.expiresAt === 'number' &&
    Number.isFinite(parsed.expiresAt)
  );
}

/**
 * Local storage with an expiry per key (spec §9 "Default storage lifetime 1 day"; §4 session
 * token 2 hours; pending favourite 24 h, pending nobook 5 min).
 *
 * An entry is valid up to and including its expiry instant and gone 1 ms later. A value of
 * `undefined` is not stored (JSON cannot carry it): `set(key, undefined)` removes the key.
 * Writes that the host storage refuses (quota, private mode) are swallowed: a lost cache entry
 * must not crash the page, and reads then see the key as absent.
 */
export function createExpiringStorage({
  storage,
  now,
  defaultLifetimeMs = DEFAULT_STORAGE_LIFETIME_MS,
}: ExpiringStorageOptions): ExpiringStorage {
  const remove = (key: string): void => {
    try {
      storage.removeItem(key);
    } catch {
      // A storage that cannot even remove is unusable; there is nothing better to do.
    }
  };

  return {
    get<T>(key: string): T | null {
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return null;
      }
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        remove(key);
        return null;
      }
      if (!isEntry(parsed) || parsed.value === null) {
        remove(key);
        return null;
      }
      if (now() > parsed.expiresAt) {
        remove(key);
        return null;
      }
      return parsed.value as T;
    },
    set(key, value, lifetimeMs = defaultLifetimeMs) {
      if (value === undefined) {
        remove(key);
        return;
      }
      const entry: ExpiringEntry = { value, expiresAt: now() + lifetimeMs };
      try {
        storage.setItem(key, JSON.stringify(entry));
      } catch {
        // Quota exceeded or storage disabled: behave as if the entry had expired.
      }
    },
    remove,
  };
}
