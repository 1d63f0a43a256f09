import type { FastifyPluginAsync } from 'fastify';
import type { ProfileService } from '../../../services/user-profile-service';
import { userConfigsRoute } from './configs';
import { userCurOrgRoute } from './cur-org';
import { userInfoRoute } from './info';
import { userModRoute } from './mod';
import { reportRoute } from './report';

/**
 * Routes under `/v1/user/` and `/v1/report` (§7 "User and organisation"). Logout
 * (`./logout.ts`) is registered by app.ts beside the auth plugin.
 */
export const v1UserRoutes: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  opts,
) => {
  await app.register(userInfoRoute, opts);
  await app.register(userModRoute, opts);
  await app.register(userConfigsRoute);
  await app.register(userCurOrgRoute, opts);
  await app.register(reportRoute, opts);
};
