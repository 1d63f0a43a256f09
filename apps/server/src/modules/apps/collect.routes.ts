import { apps, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { FavouriteService } from './favourites.service';

/**
 * Favourites (§4 "Favourite", §7), login required (20100 otherwise):
 * - `POST /v1/aitalk/collect/list` (any body) → `{ list: AppInfo[], total }`, newest first;
 * - `POST /v1/aitalk/collect/update {appId, status}` → `{ appId, status }`; idempotent; an
 *   unknown app answers 40004 应用不存在, a status other than 1 or 0 answers 40001.
 */
export const aitalkCollectRoutes: FastifyPluginAsync<{ favourites: FavouriteService }> = async (
  app,
  { favourites },
) => {
  app.post(apps.favourites.path, { preHandler: requireUser }, async (request) => {
    const list = await favourites.list(userOf(request).id);
    return ok<Data<typeof apps.favourites>>({ list, total: list.length });
  });

  app.post(apps.recentApps.path, { preHandler: requireUser }, async (request) => {
    const list = await favourites.recent(userOf(request).id);
    return ok<Data<typeof apps.recentApps>>({ list, total: list.length });
  });

  app.post(apps.updateFavourite.path, { preHandler: requireUser }, async (request) => {
    const { appId, status } = parseInput(apps.updateFavourite.body, request.body);
    await favourites.update(userOf(request).id, appId, status);
    return ok<Data<typeof apps.updateFavourite>>({ appId, status });
  });
};
