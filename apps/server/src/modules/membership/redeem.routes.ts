import { membership, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { RedeemService } from './redeem.service';

/**
 * `POST /v1/redeem/use {code}` (spec §7; login required; docs/membership.md "Redeem codes"):
 * extends the membership by the code's days → `{ orderId, days, vipEndAt }`. Unknown code 40004
 * 兑换码不存在，请核对后重新输入; used code 40009 兑换码已被使用; 10 wrong codes in 15 minutes 42900.
 */
export const redeemRoutes: FastifyPluginAsync<{ redeem: RedeemService }> = async (
  app,
  { redeem },
) => {
  app.post(membership.redeem.path, { preHandler: requireUser }, async (request) => {
    const { code } = parseInput(membership.redeem.body, request.body);
    return ok<Data<typeof membership.redeem>>(await redeem.use(userOf(request).id, code));
  });
};
