import { Code, Header } from '@aita/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../platform/errors';
import { MSG_NOT_LOGGED_IN, MSG_TOKEN_EXPIRED } from './messages';
import type { AuthUser, SessionService } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Login sessions (modules/identity/sessions.ts), decorated by `authPlugin`. */
    sessions: SessionService;
  }
  interface FastifyRequest {
    /**
     * The logged-in teacher, set by the `requireUser` / `optionalUser` pre-handlers;
     * `null` when anonymous or when neither ran.
     */
    user: AuthUser | null;
  }
}

const TOKEN_HEADER = Header.TOKEN.toLowerCase();

/** The `X-Token` header of a request (ARCHITECTURE.md "HTTP contract"); undefined when empty. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[TOKEN_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/**
 * Pre-handler for private calls: sets `request.user`, or answers 20100 请先登录 (no token) or
 * 20200 登录已过期，请重新登录 (unknown, forged, expired or revoked token), §8.
 * Use as `{ preHandler: requireUser }`, then `userOf(request)` in the handler.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const resolved = await request.server.sessions.resolve(tokenOf(request), { ip: request.ip });
  if (resolved.status === 'missing') throw new DomainError(Code.NOT_LOGGED_IN, MSG_NOT_LOGGED_IN);
  if (resolved.status === 'invalid') throw new DomainError(Code.TOKEN_EXPIRED, MSG_TOKEN_EXPIRED);
  request.user = resolved.user;
}

/**
 * Pre-handler for public calls that personalise (e.g. `isCollect` of the app list): sets
 * `request.user` when the token is valid, else leaves it `null`. A bad token is treated as
 * anonymous here, not as an error (docs/identity.md).
 */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  const resolved = await request.server.sessions.resolve(tokenOf(request), { ip: request.ip });
  request.user = resolved.status === 'ok' ? resolved.user : null;
}

/** The user set by `requireUser`; throws 20100 if the route forgot the pre-handler. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new DomainError(Code.NOT_LOGGED_IN, MSG_NOT_LOGGED_IN);
  return request.user;
}

/** True for URLs that carry a login token: `/sso…` and any `?token=` (§1 single sign-on). */
export function carriesToken(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path === '/sso' || path.startsWith('/sso/')) return true;
  return q !== -1 && new URLSearchParams(url.slice(q + 1)).has('token');
}

/**
 * Decorates the app with `sessions` and every request with `user` (null), and keeps login
 * tokens from leaking: responses to `/sso` and to any URL with a `token` query param get
 * `Referrer-Policy: no-referrer` and `Cache-Control: no-store`, and every response to a request
 * with a login token `Cache-Control: private, no-store`. (The request logger already
 * redacts `token` query params: platform/http/logging.ts.)
 */
export const authPlugin = fp<{ sessions: SessionService }>(
  async (app, { sessions }) => {
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);
    app.addHook('onRequest', (request, reply, done) => {
      if (carriesToken(request.url)) reply.header('referrer-policy', 'no-referrer');
      done();
    });
    // onSend: after the handler (the SPA fallback sets its own cache-control). An answer that
    // depends on the login (an X-Token was sent, or a pre-handler resolved a teacher) must stay
    // out of every shared and browser cache.
    app.addHook('onSend', async (request, reply, payload) => {
      if (tokenOf(request) !== undefined || request.user) {
        reply.header('cache-control', 'private, no-store');
      } else if (carriesToken(request.url)) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'aita-auth' },
);

/** The logged-in teacher's id, or undefined for an anonymous caller (personalised public routes). */
export type ViewerId = (request: FastifyRequest) => Promise<number | undefined>;

/** A {@link ViewerId}: resolves the token like `optionalUser` and reads the id. */
export const viewerIdOf: ViewerId = async (request) => {
  await optionalUser(request);
  return request.user?.id;
};
