/**
 * The cached `/v1/user/info` answer (docs/identity.md "User info cache"): per teacher, the
 * serialised envelope, so a hit costs no statement and no JSON work. Every write that changes
 * what the answer shows tells the cache through {@link UserInfoChanges} after it committed
 * (the profile, the avatar, the current school, memberships of schools, a school's name, logo,
 * background or course flag, the membership's end); with REDIS_URL the other instances are told
 * too, and so are they of the admin CLI's writes (admin-changes.ts). An entry also ends at its
 * `ttlMs` (writes no instance was told of: the admin CLI without REDIS_URL, SQL by hand) and when
 * the day count since registration moves on.
 */
import type { UserInfo } from '@aita/core';
import { systemClock, type Clock } from '../../platform/clock';
import { ok } from '../../platform/http/envelope';
import type { InfoChange, UserInfoFeed } from './feeds-redis';

/**
 * How long an answer is trusted without a write having been told: the bound on writes made by
 * another process without Redis (the admin CLI without REDIS_URL, SQL by hand).
 */
export const USER_INFO_CACHE_MS = 60_000;
/** Most answers kept (the oldest are dropped first). */
const USER_INFO_CACHE_MAX = 10_000;

/** What a write that changes `/v1/user/info` calls once it has committed. */
export interface UserInfoChanges {
  /** These teachers' answers changed (their profile, membership, schools or current school). */
  users(ids: readonly number[]): void;
  /** These schools' name, logo, background or course flag changed (every member's answer). */
  orgs(ids: readonly number[]): void;
}

/** Nothing is cached anywhere (tests of a service alone; the admin CLI without REDIS_URL). */
export const noUserInfoCache: UserInfoChanges = { users: () => undefined, orgs: () => undefined };

/**
 * The changes as the messages every instance reads (`InfoChange`, channel `userinfo:changed`):
 * the cache tells itself and the others through it, the admin CLI only the others.
 */
export function userInfoChangesOver(tell: (change: InfoChange) => void): UserInfoChanges {
  return {
    users(ids) {
      if (ids.length > 0) tell({ users: ids, orgs: [] });
    },
    orgs(ids) {
      if (ids.length > 0) tell({ users: [], orgs: ids });
    },
  };
}

/** A loaded answer, and when it stops being true by itself (the day count moves on). */
export interface LoadedUserInfo {
  info: UserInfo;
  /** Milliseconds since the epoch. */
  changesAt: number;
}

export interface UserInfoCache extends UserInfoChanges {
  /**
   * The teacher's answer as the serialised envelope, from the cache or from `load` (stored when
   * no change was told while it ran); undefined when `load` found no account.
   */
  get(userId: number, load: () => Promise<LoadedUserInfo | undefined>): Promise<Buffer | undefined>;
}

interface Entry {
  body: Buffer;
  orgIds: readonly number[];
  until: number;
}

export function createUserInfoCache({
  ttlMs = USER_INFO_CACHE_MS,
  clock = systemClock,
  feed,
}: {
  ttlMs?: number;
  clock?: Clock;
  /** Changes told to and by the other instances (Redis when configured). */
  feed?: UserInfoFeed;
} = {}): UserInfoCache {
  const entries = new Map<number, Entry>();
  /**
   * Counts the changes told (here or by another instance): a load that saw the count move while
   * it ran may have read the old rows, so its answer is sent but not kept.
   */
  let changes = 0;
  const forget = ({ users, orgs }: InfoChange) => {
    changes += 1;
    for (const id of users) entries.delete(id);
    if (orgs.length === 0 || entries.size === 0) return;
    const changed = new Set(orgs);
    for (const [id, entry] of entries) {
      if (entry.orgIds.some((orgId) => changed.has(orgId))) entries.delete(id);
    }
  };
  feed?.subscribe(forget);
  const tell = (change: InfoChange) => {
    forget(change);
    void feed?.publish(change);
  };

  return {
    async get(userId, load) {
      const hit = entries.get(userId);
      if (hit) {
        if (hit.until > clock().getTime()) return hit.body;
        entries.delete(userId);
      }
      const seen = changes;
      const loaded = await load();
      if (!loaded) return undefined;
      const body = Buffer.from(JSON.stringify(ok(loaded.info)));
      if (seen === changes && ttlMs > 0) {
        if (entries.size >= USER_INFO_CACHE_MAX) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        const until = Math.min(clock().getTime() + ttlMs, loaded.changesAt);
        entries.set(userId, { body, orgIds: loaded.info.orgList.map((o) => o.orgId), until });
      }
      return body;
    },
    ...userInfoChangesOver(tell),
  };
}
