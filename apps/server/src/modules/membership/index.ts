import type { AppModule } from '../../platform/deps';
import { bookRoutes } from './book';
import { createRedeemService } from './redeem.service';
import { redeemRoutes } from './redeem.routes';
import { memberRoutes } from './routes';
import { createMemberService } from './service';
import { createSettlement } from './settlement';

/** How often expired pending orders of a real provider are closed at the provider. */
const CLOSE_SWEEP_MS = 5 * 60_000;

export { createRedeemService, REDEEM_MAX_COUNT, REDEEM_MAX_DAYS } from './redeem.service';
export { refundOrder, RefundError } from './refund';

/**
 * Membership (docs/membership.md): products, orders with the configured payment provider (the
 * sandbox's pay page while it is the sandbox), redeem codes and the virtual-lab (nobook)
 * membership-book detail.
 */
export const membershipModule: AppModule = {
  name: 'membership',
  plugin: async (app, { database, payments, throttle, clock }) => {
    // A payment, a redeem or a refund changes the teacher's user info (vipEndAt).
    const infoChanges = app.userInfoCache;
    const members = createMemberService({
      database,
      provider: payments,
      throttle,
      clock,
      infoChanges,
    });
    const settlement = createSettlement({
      database,
      provider: payments,
      members,
      clock,
      log: app.log,
    });
    await app.register(memberRoutes, {
      members,
      provider: payments,
      settlement,
      refunds: { database, clock, infoChanges },
    });
    // Expired pending orders of a real provider are closed there too (every 5 minutes).
    if (payments.queryPayment && !payments.sandbox) {
      const timer = setInterval(() => {
        settlement.closeExpired().catch((error: unknown) => {
          app.log.warn({ err: (error as Error).message }, 'closing expired orders failed');
        });
      }, CLOSE_SWEEP_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    await app.register(redeemRoutes, {
      redeem: createRedeemService({ database, throttle, clock, infoChanges }),
    });
    await app.register(bookRoutes, { db: database.db, clock });
  },
};
