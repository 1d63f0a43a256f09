import { apps, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendCachedBody } from '../../platform/http/cached-body';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { ViewerId } from '../identity';
import { viewerKey } from './index-list.routes';
import type { BodyCache } from './list-cache';
import type { AppService } from './service';

/** The logged-in teacher's id for `isCollect`, or undefined when anonymous. */
export type { ViewerId };

/**
 * `POST /v1/app/search {query}` → `{ list: AppInfo[], total }`, ranked (§4 "Search", docs/apps.md).
 * `GET /v1/app/recommend` → `AppInfo[]`, the new home's recommended apps, from `bodies` (per
 *   catalogue version and viewer state) with an `ETag`: a matching If-None-Match answers 304.
 * `isCollect` reflects the logged-in teacher's favourites.
 */
export const appSearchRoutes: FastifyPluginAsync<{
  appService: AppService;
  viewerId: ViewerId;
  bodies: BodyCache;
}> = async (app, { appService, viewerId, bodies }) => {
  app.post(apps.search.path, async (request) => {
    const { query } = parseInput(apps.search.body, request.body);
    return ok<Data<typeof apps.search>>(await appService.search(query, await viewerId(request)));
  });

  app.get(apps.recommend.path, async (request, reply) => {
    const userId = await viewerId(request);
    const key = `recommend\u0000${await viewerKey(appService, userId)}`;
    const cached = await bodies.get(key, async () =>
      ok<Data<typeof apps.recommend>>(await appService.recommend(userId)),
    );
    // Depends on the session (isCollect): browsers may keep it, but revalidate each time.
    return sendCachedBody(request, reply, cached, 'private, no-cache');
  });
};
