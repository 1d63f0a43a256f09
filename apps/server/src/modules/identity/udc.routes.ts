import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope';
import { parseInput, textField } from '../../platform/http/validate';
import type { AccountService } from './account.service';

const bodySchema = z.object({ ticket: textField(256).min(1) });

/**
 * `POST /v1/udc/ticket-login {ticket}` (§7 "ticket data, returns token"): exchanges a one-time
 * ticket for a 30-day token (§9), exactly once. Used, expired or unknown → 40009
 * 登录凭证已使用或已过期.
 */
export const v1UdcRoutes: FastifyPluginAsync<{ accountService: AccountService }> = async (
  app,
  { accountService },
) => {
  app.post('/v1/udc/ticket-login', async (request) => {
    const { ticket } = parseInput(bodySchema, request.body);
    const { token, expiresAt } = await accountService.exchangeTicket(ticket);
    return ok({ token, expiresAt: Math.floor(expiresAt.getTime() / 1000) });
  });
};
