import type { FastifyPluginAsync } from 'fastify';
import type { AppService } from './service';
import { appIndexListRoute } from './index-list.routes';
import { appSearchRoutes, type ViewerId } from './search.routes';

const anonymous: ViewerId = () => Promise.resolve(undefined);

/**
 * Routes under `/v1/app/` (§7 "Apps and favourites"). `viewerId` gives the logged-in teacher's
 * id (for `isCollect`); without it every caller is anonymous.
 */
export const v1AppRoutes: FastifyPluginAsync<{
  appService: AppService;
  viewerId?: ViewerId;
}> = async (app, { appService, viewerId = anonymous }) => {
  await app.register(appIndexListRoute, { appService, viewerId });
  await app.register(appSearchRoutes, { appService, viewerId });
};
