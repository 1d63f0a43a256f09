import { identity, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from './auth';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { AccountService, AdClickIds } from './account.service';
import { DEVICE_COOKIE } from './lockout';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
/** The known-device cookie lasts a year. */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 86_400;

/** One cookie's value from a `Cookie` header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The login provider's JSON API (docs/identity.md):
 * - `POST /passport/api/login {phone, password}` → `{token, uid, expiresAt}` (10-day session);
 * - `POST /passport/api/register {phone, password, uname?, adClickIds?}` → the same;
 * - `POST /passport/api/sso-token` (logged in) → a fresh 30-day token and its `/sso` link;
 * - `POST /passport/api/ticket` (logged in) → a one-time ticket valid 5 minutes.
 */
export const passportApiRoutes: FastifyPluginAsync<{
  accountService: AccountService;
  publicOrigin: string;
}> = async (app, { accountService, publicOrigin }) => {
  const secure = new URL(publicOrigin).protocol === 'https:';
  app.post(identity.passportLogin.path, async (request, reply) => {
    const input = parseInput(identity.passportLogin.body, request.body);
    const result = await accountService.login(input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      deviceSecret: readCookie(request.headers.cookie, DEVICE_COOKIE),
    });
    // The browser is known to this account from now on (lockout.ts): HttpOnly, only sent back
    // to the login API, never to scripts.
    reply.header(
      'set-cookie',
      `${DEVICE_COOKIE}=${result.deviceSecret}; Path=/passport/api; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
    );
    return ok<Data<typeof identity.passportLogin>>({
      token: result.token,
      uid: String(result.userId),
      expiresAt: seconds(result.expiresAt),
      failedAttempts: result.failedAttempts,
    });
  });

  app.post(identity.passportRegister.path, async (request) => {
    const input = parseInput(identity.passportRegister.body, request.body);
    const adClickIds = Object.fromEntries(
      Object.entries(input.adClickIds ?? {}).filter(([, v]) => typeof v === 'string' && v !== ''),
    ) as AdClickIds;
    const result = await accountService.register(
      {
        phone: input.phone,
        password: input.password,
        code: input.code.trim(),
        uname: input.uname ?? undefined,
        adClickIds,
      },
      { ip: request.ip, userAgent: request.headers['user-agent'] },
    );
    return ok<Data<typeof identity.passportLogin>>({
      token: result.token,
      uid: String(result.userId),
      expiresAt: seconds(result.expiresAt),
    });
  });

  app.post(identity.passportSsoToken.path, { preHandler: requireUser }, async (request) => {
    // The new token joins the caller's login: it ends when that login ends, never later.
    const user = userOf(request);
    const { token, expiresAt } = await accountService.issueSession(user.id, 'sso', user);
    return ok<Data<typeof identity.passportSsoToken>>({
      token,
      expiresAt: seconds(expiresAt),
      url: `${new URL(publicOrigin).origin}/sso?token=${encodeURIComponent(token)}`,
    });
  });

  app.post(identity.passportTicket.path, { preHandler: requireUser }, async (request) => {
    const user = userOf(request);
    const { ticket, expiresAt } = await accountService.issueTicket(user.id, user);
    return ok<Data<typeof identity.passportTicket>>({ ticket, expiresAt: seconds(expiresAt) });
  });
};
