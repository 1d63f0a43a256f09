import type { FastifyPluginAsync } from 'fastify';
import type { AppService } from '../../../services/app-service';
import { appIndexListRoute } from './index-list';

/** Routes under `/v1/app/` (§7 "Apps and favourites"). */
export const v1AppRoutes: FastifyPluginAsync<{ appService: AppService }> = async (app, opts) => {
  await app.register(appIndexListRoute, opts);
};
