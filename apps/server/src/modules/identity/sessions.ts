import { COOKIE_TOKEN_LIFETIME_FRAME_MS, COOKIE_TOKEN_LIFETIME_SSO_MS } from '@aita/core';
import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { sessions } from '../../db/schema';
import { systemClock, type Clock } from '../../platform/clock';
import { hashSecret, looksLikeSecret, newSecret } from '../../platform/tokens';
import type { RevocationFeed } from './feeds-redis';

/**
 * How a session was issued. Lifetimes match the client's cookie lifetimes (§9): 10 days after
 * frame login, 30 days after SSO or ticket login.
 */
export type SessionKind = 'frame' | 'sso' | 'ticket';

/** Server-side lifetime of each kind of session, in milliseconds. */
export const SESSION_LIFETIME_MS: Record<SessionKind, number> = {
  frame: COOKIE_TOKEN_LIFETIME_FRAME_MS,
  sso: COOKIE_TOKEN_LIFETIME_SSO_MS,
  ticket: COOKIE_TOKEN_LIFETIME_SSO_MS,
};

/** The last use of a family is written at most this often (one UPDATE a minute, not per call). */
const TOUCH_EVERY_MS = 60_000;
/** Longest User-Agent kept. */
const USER_AGENT_MAX = 512;

/** The logged-in teacher of a request. */
export interface AuthUser {
  /** `users.id`; the API's `uid` is `String(id)`. */
  id: number;
  sessionId: number;
  kind: SessionKind;
  expiresAt: Date;
  /** The root session of this login (its own id on a root). */
  familyId: number;
  /** When the root session ends; derived sessions never outlive it. */
  familyExpiresAt: Date;
}

/**
 * What a presented token resolves to: `missing` (no token → 20100), `invalid` (unknown, forged,
 * expired or revoked → 20200), or the user.
 */
export type TokenResolution =
  { status: 'ok'; user: AuthUser } | { status: 'missing' } | { status: 'invalid' };

/** An issued token: the secret (given to the client once) and its expiry. */
export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** Where a request came from: shown under 登录设备. */
export interface ClientMeta {
  ip?: string;
  userAgent?: string;
}

/** A live login as 登录设备 lists it. */
export interface LoginFamily {
  id: number;
  kind: SessionKind;
  userAgent: string;
  ip: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

/** Login sessions: opaque tokens, stored hashed, with expiry, revocation and families. */
export interface SessionService {
  /**
   * Issues a token. Without `parent` it starts a new login (a family root); with `parent` the
   * token joins that login's family and ends no later than it.
   */
  issue(
    userId: number,
    kind: SessionKind,
    options?: { parent?: Pick<AuthUser, 'familyId' | 'familyExpiresAt'>; client?: ClientMeta },
  ): Promise<IssuedToken>;
  resolve(token: string | undefined, client?: ClientMeta): Promise<TokenResolution>;
  /** Ends the login of `token` (its whole family); true when a live session was revoked. */
  revoke(token: string): Promise<boolean>;
  /** The teacher's live logins, most recently used first. */
  listFamilies(userId: number): Promise<LoginFamily[]>;
  /** Ends one login of the teacher's (no effect on another teacher's); true when one ended. */
  revokeFamily(userId: number, familyId: number): Promise<boolean>;
  /** Ends every login of the teacher's but `keepFamilyId` (all when undefined); how many ended. */
  revokeAll(userId: number, keepFamilyId?: number): Promise<number>;
}

/**
 * How long a resolved session is trusted without reading it again (docs/identity.md "Session
 * cache"): a logout or revocation on this instance clears it at once (the whole family); one on
 * another instance (several processes on PostgreSQL) takes effect here within this time.
 */
export const SESSION_CACHE_MS = 10_000;
/** Most sessions kept in the cache (the oldest are dropped first). */
const SESSION_CACHE_MAX = 10_000;

/**
 * Creates the session service on `db` (the app's handle, or a transaction). Live sessions that
 * resolved are cached for `cacheMs` (0: never), keyed by the token's hash: a private call then
 * costs no session query. Unknown and refused tokens are never cached.
 */
export function createSessionService({
  db,
  clock = systemClock,
  cacheMs = 0,
  feed,
}: {
  db: Db;
  clock?: Clock;
  cacheMs?: number;
  /** Ended families told to and by the other instances (Redis when configured). */
  feed?: RevocationFeed;
}): SessionService {
  const root = alias(sessions, 'root');
  const cache = new Map<string, { user: AuthUser; until: number }>();
  /** Session reads in flight, by token hash (see `resolve`). */
  const reads = new Map<string, Promise<TokenResolution>>();
  /**
   * Families ended lately, with when: a resolve that read its row just before another instance
   * ended the family must not cache what it read after the message came.
   */
  const endedLately = new Map<number, number>();
  const remember = (hash: string, user: AuthUser, now: number) => {
    if (cacheMs <= 0) return;
    const ended = endedLately.get(user.familyId);
    if (ended !== undefined && now - ended < cacheMs) return;
    if (cache.size >= SESSION_CACHE_MAX) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(hash, { user, until: now + cacheMs });
  };
  /** Forgets every cached token of the ended families. */
  const forgetFamilies = (familyIds: readonly number[]) => {
    if (familyIds.length === 0) return;
    // A read that began before the families ended is not shared with the requests after.
    reads.clear();
    if (cacheMs <= 0) return;
    const at = clock().getTime();
    for (const [id, when] of endedLately) if (at - when >= cacheMs) endedLately.delete(id);
    for (const id of familyIds) endedLately.set(id, at);
    if (cache.size === 0) return;
    const ended = new Set(familyIds);
    for (const [hash, entry] of cache) if (ended.has(entry.user.familyId)) cache.delete(hash);
  };
  feed?.subscribe(forgetFamilies);

  /** Revokes the roots matched by `where` and every session of their families. */
  async function revokeFamilies(where: SQL | undefined): Promise<number[]> {
    const now = clock();
    const roots = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(where, isNull(sessions.familyId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    const ids = roots.map((r) => r.id);
    if (ids.length > 0) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            sql`${sessions.familyId} in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
            isNull(sessions.revokedAt),
          ),
        );
    }
    forgetFamilies(ids);
    await feed?.publish(ids);
    return ids;
  }

  /** Reads a token's session (the cache missed); caches it when live. */
  const read = async (hash: string, client: ClientMeta | undefined): Promise<TokenResolution> => {
    const [row] = await db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        kind: sessions.kind,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        rootId: root.id,
        rootExpiresAt: root.expiresAt,
        rootRevokedAt: root.revokedAt,
        rootLastUsedAt: root.lastUsedAt,
      })
      .from(sessions)
      .leftJoin(root, eq(root.id, sql`coalesce(${sessions.familyId}, ${sessions.id})`))
      .where(eq(sessions.tokenHash, hash))
      .limit(1);
    const now = clock();
    if (
      !row ||
      row.rootId === null ||
      row.revokedAt !== null ||
      row.rootRevokedAt !== null ||
      row.expiresAt.getTime() <= now.getTime() ||
      (row.rootExpiresAt !== null && row.rootExpiresAt.getTime() <= now.getTime())
    ) {
      return { status: 'invalid' };
    }
    if (
      row.rootLastUsedAt === null ||
      now.getTime() - row.rootLastUsedAt.getTime() >= TOUCH_EVERY_MS
    ) {
      await db
        .update(sessions)
        .set({ lastUsedAt: now, ...(client?.ip ? { ip: client.ip } : {}) })
        .where(eq(sessions.id, row.rootId));
    }
    const user: AuthUser = {
      id: row.userId,
      sessionId: row.id,
      kind: row.kind as SessionKind,
      expiresAt: row.expiresAt,
      familyId: row.rootId,
      familyExpiresAt: row.rootExpiresAt ?? row.expiresAt,
    };
    remember(hash, user, now.getTime());
    return { status: 'ok', user };
  };
  return {
    async issue(userId, kind, { parent, client } = {}) {
      const token = newSecret();
      const now = clock();
      let expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[kind]);
      if (parent && parent.familyExpiresAt < expiresAt) expiresAt = parent.familyExpiresAt;
      await db.insert(sessions).values({
        tokenHash: hashSecret(token),
        userId,
        kind,
        familyId: parent?.familyId ?? null,
        userAgent: (client?.userAgent ?? '').slice(0, USER_AGENT_MAX),
        ip: client?.ip ?? '',
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
      });
      return { token, expiresAt };
    },

    async resolve(token, client) {
      if (token === undefined || token === '') return { status: 'missing' };
      if (!looksLikeSecret(token)) return { status: 'invalid' };
      const hash = hashSecret(token);
      const cached = cache.get(hash);
      if (cached) {
        const at = clock().getTime();
        if (
          cached.until > at &&
          cached.user.expiresAt.getTime() > at &&
          cached.user.familyExpiresAt.getTime() > at
        ) {
          return { status: 'ok', user: cached.user };
        }
        cache.delete(hash);
      }
      // One read per token at a time: the requests a page sends at once, or a teacher's 50
      // questions, arriving as the cached entry expired, share it (docs/performance.md
      // "Answer start, session 16").
      let reading = reads.get(hash);
      if (!reading) {
        reading = read(hash, client).finally(() => {
          if (reads.get(hash) === reading) reads.delete(hash);
        });
        reads.set(hash, reading);
      }
      return reading;
    },

    async revoke(token) {
      if (!looksLikeSecret(token)) return false;
      const hash = hashSecret(token);
      cache.delete(hash);
      reads.delete(hash);
      const [row] = await db
        .select({ id: sessions.id, familyId: sessions.familyId })
        .from(sessions)
        .where(eq(sessions.tokenHash, hash))
        .limit(1);
      if (!row) return false;
      const ended = await revokeFamilies(eq(sessions.id, row.familyId ?? row.id));
      return ended.length > 0;
    },

    async listFamilies(userId) {
      const now = clock();
      const rows = await db
        .select({
          id: sessions.id,
          kind: sessions.kind,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.familyId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
      return rows.map((r) => ({
        ...r,
        kind: r.kind as SessionKind,
        lastUsedAt: r.lastUsedAt ?? r.createdAt,
      }));
    },

    async revokeFamily(userId, familyId) {
      const ended = await revokeFamilies(
        and(eq(sessions.id, familyId), eq(sessions.userId, userId)),
      );
      return ended.length > 0;
    },

    async revokeAll(userId, keepFamilyId) {
      const ended = await revokeFamilies(
        keepFamilyId === undefined
          ? eq(sessions.userId, userId)
          : and(eq(sessions.userId, userId), ne(sessions.id, keepFamilyId)),
      );
      return ended.length;
    },
  };
}
