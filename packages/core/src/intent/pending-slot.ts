import type { ExpiringStorage } from '../storage';

/** Options of {@link createPendingSlot}. */
export interface PendingSlotOptions<T> {
  store: ExpiringStorage;
  /** Storage key of the slot. */
  key: string;
  /** How long a saved intent stays valid. */
  lifetimeMs: number;
  /**
   * Turns what was read back into a valid intent, or `null` to drop it (the entry is then
   * removed). Storage is shared with other code and versions, so never trust its shape.
   */
  parse: (raw: unknown) => T | null;
}

/** One saved intent: saved before login, loaded or consumed after (spec §4). */
export interface PendingSlot<T> {
  save(value: T): void;
  /** The intent if present, valid and unexpired; leaves it stored. */
  load(): T | null;
  /** The intent if present, valid and unexpired; removes it either way, so it runs once. */
  consume(): T | null;
  clear(): void;
}

/** A single-value intent slot over the expiring storage (§8: broken stored JSON is removed). */
export function createPendingSlot<T>({
  store,
  key,
  lifetimeMs,
  parse,
}: PendingSlotOptions<T>): PendingSlot<T> {
  const load = (): T | null => {
    const raw = store.get<unknown>(key);
    if (raw === null) return null;
    const value = parse(raw);
    if (value === null) store.remove(key);
    return value;
  };
  return {
    save: (value) => store.set(key, value, lifetimeMs),
    load,
    consume() {
      const value = load();
      store.remove(key);
      return value;
    },
    clear: () => store.remove(key),
  };
}
