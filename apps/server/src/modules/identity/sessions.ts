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

/** Creates the session service on `db` (the app's handle, or a transaction). */
export function createSessionService({
  db,
  clock = systemClock,
}: {
  db: Db;
  clock?: Clock;
}): SessionService {
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
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          kind: sessions.kind,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSecret(token)))
        .limit(1);
      if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= clock().getTime()) {
        return { status: 'invalid' };
      }
      return {
        status: 'ok',
        user: {
          id: row.userId,
          sessionId: row.id,
          kind: row.kind as SessionKind,
          expiresAt: row.expiresAt,
        },
      };
    },

    async revoke(token) {
      if (!looksLikeSecret(token)) return false;
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(and(eq(sessions.tokenHash, hashSecret(token)), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length > 0;
    },
  };
}
