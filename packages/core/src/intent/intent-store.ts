import {
  DEFAULT_STORAGE_LIFETIME_MS,
  PENDING_FAVOURITE_LIFETIME_MS,
  PENDING_NOBOOK_LIFETIME_MS,
} from '../constants';
import type { PendingFavourite, PendingNewHomeRequest, PendingNobookRequest } from '../domain';
import type { Clock, KeyValueStorage } from '../storage';
import { createExpiringStorage } from '../storage';
import type { PendingSlot } from './pending-slot';
import { createPendingSlot } from './pending-slot';
import {
  parsePendingFavourite,
  parsePendingNewHomeRequest,
  parsePendingNobookRequest,
} from './parse';

/** Storage keys of the pending intents. */
export const INTENT_KEYS = {
  newHome: 'aita.pending.newHome',
  favourite: 'aita.pending.favourite',
  nobook: 'aita.pending.nobook',
} as const;

/** Options of {@link createIntentStore}. */
export interface IntentStoreOptions {
  storage: KeyValueStorage;
  now: Clock;
}

/** The handle returned by {@link createIntentStore}: one slot per intent, plus helpers. */
export interface IntentStore {
  /** §3 pending new-home request; valid 1 day (the default storage lifetime, §9). */
  newHome: PendingSlot<PendingNewHomeRequest>;
  /** §3 pending favourite; valid 24 h (§9). */
  favourite: PendingSlot<PendingFavourite>;
  /** §3 pending nobook request; valid 5 minutes (§9). */
  nobook: PendingSlot<PendingNobookRequest>;
  /** Saves `{ appId, timestamp: now }` as the pending favourite. */
  saveFavourite(appId: number): void;
  /** Saves `{ appId, name, timestamp: now }` as the pending nobook request. */
  saveNobook(app: { appId: number; name: string }): void;
  /** Drops every pending intent (e.g. on logout). */
  clearAll(): void;
}

/**
 * Spec §4: "Anonymous actions send the user to login. The intent is saved and resumed after login
 * (collect, new-home send, nobook request)". Each intent is one slot in the expiring storage:
 * expired entries and broken JSON are removed on read (§8), a favourite without appId is ignored
 * (§4), and `consume()` removes the intent so it is resumed once.
 */
export function createIntentStore({ storage, now }: IntentStoreOptions): IntentStore {
  const store = createExpiringStorage({ storage, now });
  const newHome = createPendingSlot({
    store,
    key: INTENT_KEYS.newHome,
    lifetimeMs: DEFAULT_STORAGE_LIFETIME_MS,
    parse: parsePendingNewHomeRequest,
  });
  const favourite = createPendingSlot({
    store,
    key: INTENT_KEYS.favourite,
    lifetimeMs: PENDING_FAVOURITE_LIFETIME_MS,
    parse: parsePendingFavourite,
  });
  const nobook = createPendingSlot({
    store,
    key: INTENT_KEYS.nobook,
    lifetimeMs: PENDING_NOBOOK_LIFETIME_MS,
    parse: parsePendingNobookRequest,
  });
  return {
    newHome,
    favourite,
    nobook,
    saveFavourite: (appId) => favourite.save({ appId, timestamp: now() }),
    saveNobook: ({ appId, name }) => nobook.save({ appId, name, timestamp: now() }),
    clearAll() {
      newHome.clear();
      favourite.clear();
      nobook.clear();
    },
  };
}
