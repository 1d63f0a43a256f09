import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from './auth';
import { ok } from '../../platform/http/envelope';
import { parseInput, textField } from '../../platform/http/validate';
import { AD_CLICK_ID_KEYS, type AccountService, type AdClickIds } from './account.service';

const credentials = {
  phone: textField(32),
  password: textField(256),
};
const adClickId = z
  .string()
  .max(256)
  .regex(/^[\w.~%=+/-]*$/, { message: '包含不允许的字符' });
const registerSchema = z.object({
  ...credentials,
  uname: textField(100).nullish(),
  adClickIds: z
    .object(Object.fromEntries(AD_CLICK_ID_KEYS.map((k) => [k, adClickId.optional()])))
    .nullish(),
});
const loginSchema = z.object(credentials);

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

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
  app.post('/passport/api/login', async (request) => {
    const input = parseInput(loginSchema, request.body);
    const result = await accountService.login(input, request.ip);
    return ok({
      token: result.token,
      uid: String(result.userId),
      expiresAt: seconds(result.expiresAt),
    });
  });

  app.post('/passport/api/register', async (request) => {
    const input = parseInput(registerSchema, request.body);
    const adClickIds = Object.fromEntries(
      Object.entries(input.adClickIds ?? {}).filter(([, v]) => typeof v === 'string' && v !== ''),
    ) as AdClickIds;
    const result = await accountService.register(
      {
        phone: input.phone,
        password: input.password,
        uname: input.uname ?? undefined,
        adClickIds,
      },
      request.ip,
    );
    return ok({
      token: result.token,
      uid: String(result.userId),
      expiresAt: seconds(result.expiresAt),
    });
  });

  app.post('/passport/api/sso-token', { preHandler: requireUser }, async (request) => {
    const { token, expiresAt } = await accountService.issueSession(userOf(request).id, 'sso');
    return ok({
      token,
      expiresAt: seconds(expiresAt),
      url: `${new URL(publicOrigin).origin}/sso?token=${encodeURIComponent(token)}`,
    });
  });

  app.post('/passport/api/ticket', { preHandler: requireUser }, async (request) => {
    const { ticket, expiresAt } = await accountService.issueTicket(userOf(request).id);
    return ok({ ticket, expiresAt: seconds(expiresAt) });
  });
};
