import { identity, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from './auth';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { AccountService, AdClickIds } from './account.service';

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
  app.post(identity.passportLogin.path, async (request) => {
    const input = parseInput(identity.passportLogin.body, request.body);
    const result = await accountService.login(input, request.ip);
    return ok<Data<typeof identity.passportLogin>>({
      token: result.token,
      uid: String(result.userId),
      expiresAt: seconds(result.expiresAt),
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
        uname: input.uname ?? undefined,
        adClickIds,
      },
      request.ip,
    );
    return ok<Data<typeof identity.passportLogin>>({
      token: result.token,
      uid: String(result.userId),
      expiresAt: seconds(result.expiresAt),
    });
  });

  app.post(identity.passportSsoToken.path, { preHandler: requireUser }, async (request) => {
    const { token, expiresAt } = await accountService.issueSession(userOf(request).id, 'sso');
    return ok<Data<typeof identity.passportSsoToken>>({
      token,
      expiresAt: seconds(expiresAt),
      url: `${new URL(publicOrigin).origin}/sso?token=${encodeURIComponent(token)}`,
    });
  });

  app.post(identity.passportTicket.path, { preHandler: requireUser }, async (request) => {
    const { ticket, expiresAt } = await accountService.issueTicket(userOf(request).id);
    return ok<Data<typeof identity.passportTicket>>({ ticket, expiresAt: seconds(expiresAt) });
  });
};
