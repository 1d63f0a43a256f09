import { identity, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { AccountService } from './account.service';

/**
 * `POST /v1/udc/ticket-login {ticket}` (§7 "ticket data, returns token"): exchanges a one-time
 * ticket for a 30-day token (§9), exactly once. Used, expired or unknown → 40009
 * 登录凭证已使用或已过期.
 */
export const v1UdcRoutes: FastifyPluginAsync<{ accountService: AccountService }> = async (
  app,
  { accountService },
) => {
  app.post(identity.ticketLogin.path, async (request) => {
    const { ticket } = parseInput(identity.ticketLogin.body, request.body);
    const { token, expiresAt } = await accountService.exchangeTicket(ticket);
    return ok<Data<typeof identity.ticketLogin>>({
      token,
      expiresAt: Math.floor(expiresAt.getTime() / 1000),
    });
  });
};
