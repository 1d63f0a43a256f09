import type { FastifyPluginAsync } from 'fastify';
import { appIndexListRoute } from './index-list.routes';
import type { BodyCache } from './list-cache';
import type { AppService } from './service';
import { appSearchRoutes, type ViewerId } from './search.routes';

const anonymous: ViewerId = () => Promise.resolve(undefined);

/**
 * Routes under `/v1/app/` (§7 "Apps and favourites"). `viewerId` gives the logged-in teacher's
 * id (for `isCollect`); without it every caller is anonymous.
 */
export const v1AppRoutes: FastifyPluginAsync<{
  appService: AppService;
  viewerId?: ViewerId;
  /** Cached answers (list-cache.ts), versioned by the catalogue. */
  bodies: BodyCache;
}> = async (app, { appService, viewerId = anonymous, bodies }) => {
  await app.register(appIndexListRoute, { appService, viewerId, bodies });
  await app.register(appSearchRoutes, { appService, viewerId, bodies });
};
