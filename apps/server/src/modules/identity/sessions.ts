import { COOKIE_TOKEN_LIFETIME_FRAME_MS, COOKIE_TOKEN_LIFETIME_SSO_MS } from '@aita/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions } from '../../db/schema';
import { systemClock, type Clock } from '../../platform/clock';
import { hashSecret, looksLikeSecret, newSecret } from '../../platform/tokens';

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

/** The logged-in teacher of a request. */
export interface AuthUser {
  /** `users.id`; the API's `uid` is `String(id)`. */
  id: number;
  sessionId: number;
  kind: SessionKind;
  expiresAt: Date;
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

/** Login sessions: opaque tokens, stored hashed, with expiry and revocation. */
export interface SessionService {
  issue(userId: number, kind: SessionKind): Promise<IssuedToken>;
  resolve(token: string | undefined): Promise<TokenResolution>;
  /** Revokes the session of `token`; true when a live session was revoked. */
  revoke(token: string): Promise<boolean>;
}

/**
 * How long a resolved session is trusted without reading it again (docs/identity.md "Session
 * cache"): logout on this instance clears it at once; a revocation on another instance (several
 * processes on PostgreSQL) takes effect here within this time.
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
}: {
  db: Db;
  clock?: Clock;
  cacheMs?: number;
}): SessionService {
  const cache = new Map<string, { user: AuthUser; until: number }>();
  const remember = (hash: string, user: AuthUser, now: number) => {
    if (cacheMs <= 0) return;
    if (cache.size >= SESSION_CACHE_MAX) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(hash, { user, until: now + cacheMs });
  };
  return {
    async issue(userId, kind) {
      const token = newSecret();
      const now = clock();
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[kind]);
      await db
        .insert(sessions)
        .values({ tokenHash: hashSecret(token), userId, kind, createdAt: now, expiresAt });
      return { token, expiresAt };
    },

    async resolve(token) {
      if (token === undefined || token === '') return { status: 'missing' };
      if (!looksLikeSecret(token)) return { status: 'invalid' };
      const hash = hashSecret(token);
      const now = clock().getTime();
      const cached = cache.get(hash);
      if (cached) {
        if (cached.until > now && cached.user.expiresAt.getTime() > now) {
          return { status: 'ok', user: cached.user };
        }
        cache.delete(hash);
      }
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          kind: sessions.kind,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.tokenHash, hash))
        .limit(1);
      if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= now) {
        return { status: 'invalid' };
      }
      const user: AuthUser = {
        id: row.userId,
        sessionId: row.id,
        kind: row.kind as SessionKind,
        expiresAt: row.expiresAt,
      };
      remember(hash, user, now);
      return { status: 'ok', user };
    },

    async revoke(token) {
      if (!looksLikeSecret(token)) return false;
      cache.delete(hashSecret(token));
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(and(eq(sessions.tokenHash, hashSecret(token)), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length > 0;
    },
  };
}
