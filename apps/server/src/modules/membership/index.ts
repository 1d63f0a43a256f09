import type { AppModule } from '../../platform/deps';
import { createRedeemService } from './redeem.service';
import { redeemRoutes } from './redeem.routes';
import { memberRoutes } from './routes';
import { createMemberService } from './service';

export { createRedeemService, REDEEM_MAX_COUNT, REDEEM_MAX_DAYS } from './redeem.service';

/**
 * Membership (docs/membership.md): products, orders with the configured payment provider (the
 * sandbox's pay page while it is the sandbox) and redeem codes.
 */
export const membershipModule: AppModule = {
  name: 'membership',
  plugin: async (app, { database, payments, throttle, clock }) => {
    const members = createMemberService({ database, provider: payments, throttle, clock });
    await app.register(memberRoutes, { members, provider: payments });
    await app.register(redeemRoutes, {
      redeem: createRedeemService({ database, throttle, clock }),
    });
  },
};
