import type { FastifyPluginAsync } from 'fastify';
import type { AppService } from '../../../services/app-service';
import { appIndexListRoute } from './index-list';
import { appSearchRoutes, type ViewerId } from './search';

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
