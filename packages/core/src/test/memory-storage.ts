import type { KeyValueStorage } from '../storage';

/** An in-memory {@link KeyValueStorage} for tests; `entries` exposes what is stored. */
export interface MemoryStorage extends KeyValueStorage {
  readonly entries: Map<string, string>;
}

/** Creates an empty in-memory storage, optionally pre-filled with raw string values. */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}
