import { apps, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { ViewerId } from '../identity';
import type { AppService } from './service';

/** The logged-in teacher's id for `isCollect`, or undefined when anonymous. */
export type { ViewerId };

/**
 * `POST /v1/app/search {query}` → `{ list: AppInfo[], total }`, ranked (§4 "Search", docs/apps.md).
 * `GET /v1/app/recommend` → `AppInfo[]`, the new home's recommended apps.
 * `isCollect` reflects the logged-in teacher's favourites.
 */
export const appSearchRoutes: FastifyPluginAsync<{
  appService: AppService;
  viewerId: ViewerId;
}> = async (app, { appService, viewerId }) => {
  app.post(apps.search.path, async (request) => {
    const { query } = parseInput(apps.search.body, request.body);
    return ok<Data<typeof apps.search>>(await appService.search(query, await viewerId(request)));
  });

  app.get(apps.recommend.path, async (request) => {
    return ok<Data<typeof apps.recommend>>(await appService.recommend(await viewerId(request)));
  });
};
