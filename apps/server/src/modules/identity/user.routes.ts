import type { FastifyPluginAsync } from 'fastify';
import type { ProfileService } from './profile.service';
import { userConfigsRoute } from './user-configs.routes';
import { userInfoRoute } from './user-info.routes';
import { userModRoute } from './user-mod.routes';
import { reportRoute } from './report.routes';
import type { Throttle } from '../../platform/throttle';
import type { UserInfoCache } from './user-info-cache';

/**
 * Routes under `/v1/user/` and `/v1/report` (§7 "User and organisation"); logout
 * (`user-logout.routes.ts`) and `cur_org` (the school module) are registered apart.
 */
export const v1UserRoutes: FastifyPluginAsync<{
  profileService: ProfileService;
  throttle: Throttle;
  cache: UserInfoCache;
}> = async (app, opts) => {
  await app.register(userInfoRoute, opts);
  await app.register(userModRoute, opts);
  await app.register(userConfigsRoute);
  await app.register(reportRoute, opts);
};
