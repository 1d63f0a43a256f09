/**
 * The storage core writes to, passed in by the host (ARCHITECTURE.md: "storage and clock are
 * passed in"). It is the subset of the Web Storage API that `window.localStorage` already
 * satisfies, so the web app passes `localStorage` as is; a mini-program or a test passes an
 * adapter or an in-memory map.
 */
export interface KeyValueStorage {
  /** The stored string, or `null` when the key is absent. */
  getItem(key: string): string | null;
  /** Stores a string. May throw when the storage is full or disabled (private mode). */
  setItem(key: string, value: string): void;
  /** Removes the key; removing an absent key does nothing. */
  removeItem(key: string): void;
}

/** A clock: epoch milliseconds, as `Date.now` returns. Passed in so tests can fake time. */
export type Clock = () => number;
