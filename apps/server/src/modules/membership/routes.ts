import { membership, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { MemberService } from './service';
import { Code } from '@aita/core';
import { DomainError } from '../../platform/errors';
import { PaymentProviderError, type PaymentProvider } from '../../platform/payment/provider';
import { MSG_PAYMENT_UNAVAILABLE } from './messages';
import { sandboxPayRoutes } from './sandbox.routes';
import { notifyRoutes } from './notify.routes';
import type { RefundDeps } from './refund';
import type { Settlement } from './settlement';

const isRealProvider = (p: PaymentProvider): p is PaymentProvider & { name: 'wechat' | 'alipay' } =>
  p.name === 'wechat' || p.name === 'alipay';

/**
 * Membership and orders (spec §7 "Orders and membership"; docs/membership.md):
 * - `GET /v1/member/products` (public) → `{ list: MemberProduct[], payment }`;
 * - `POST /v1/member/order/create {productId}` (login) → a pending `CreatedOrder` with its pay URL;
 * - `GET /v1/member/order/status?orderId=` (login, own orders only, else 40004) → `OrderStatusInfo`;
 * - `GET /v1/member/order/pagelist?page=&pageSize=` (login) → `{ list: Order[], total, page,
 *   pageSize }`, paid orders newest first, each with its refund state, pageSize default 8 (§9),
 *   at most 50;
 * - the sandbox provider's payment page, when the provider is the sandbox (./sandbox.ts);
 * - `POST /v1/member/notify/{wechat|alipay}`, the real provider's notifications (./notify.routes.ts).
 */
export const memberRoutes: FastifyPluginAsync<{
  members: MemberService;
  provider: PaymentProvider;
  settlement: Settlement;
  /** Where refund notifications are applied. */
  refunds: RefundDeps;
}> = async (app, { members, provider, settlement, refunds }) => {
  app.get(membership.products.path, async () =>
    ok<Data<typeof membership.products>>(await members.products()),
  );

  app.post(membership.createOrder.path, { preHandler: requireUser }, async (request) => {
    const { productId } = parseInput(membership.createOrder.body, request.body);
    try {
      return ok<Data<typeof membership.createOrder>>(
        await members.createOrder(userOf(request).id, productId),
      );
    } catch (error) {
      // The provider is down or refused (its detail goes to the log, not to the teacher).
      if (!(error instanceof PaymentProviderError)) throw error;
      request.log.error({ provider: provider.name, err: error.message }, 'payment create failed');
      throw new DomainError(Code.INTERNAL, MSG_PAYMENT_UNAVAILABLE);
    }
  });

  app.get(membership.orderStatus.path, { preHandler: requireUser }, async (request) => {
    const { orderId } = parseInput(membership.orderStatus.query, request.query);
    // A real provider is asked about a pending order, so a missed notification is found here.
    await settlement.refresh(userOf(request).id, orderId);
    return ok<Data<typeof membership.orderStatus>>(
      await members.orderStatus(userOf(request).id, orderId),
    );
  });

  app.get(membership.orderPage.path, { preHandler: requireUser }, async (request) => {
    const { page, pageSize } = parseInput(membership.orderPage.query, request.query);
    return ok<Data<typeof membership.orderPage>>(
      await members.orderPage(userOf(request).id, page, pageSize),
    );
  });

  if (provider.sandbox) await app.register(sandboxPayRoutes, { members, provider });
  if (isRealProvider(provider)) await app.register(notifyRoutes, { members, provider, refunds });
};
