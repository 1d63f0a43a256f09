import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope';
import { parseInput, textField } from '../../platform/http/validate';
import type { ViewerId } from '../identity';
import type { AppService } from './service';

/** Longest search text accepted (docs/apps.md "Search"); longer answers 40001. */
export const SEARCH_QUERY_MAX = 50;

/** The logged-in teacher's id for `isCollect`, or undefined when anonymous. */
export type { ViewerId };

/** §7 `POST /v1/app/search {query}`. */
export const appSearchBody = z.object({ query: textField(SEARCH_QUERY_MAX) });

/**
 * `POST /v1/app/search {query}` → `{ list: AppInfo[], total }`, ranked (§4 "Search", docs/apps.md).
 * `GET /v1/app/recommend` → `AppInfo[]`, the new home's recommended apps.
 * `isCollect` reflects the logged-in teacher's favourites.
 */
export const appSearchRoutes: FastifyPluginAsync<{
  appService: AppService;
  viewerId: ViewerId;
}> = async (app, { appService, viewerId }) => {
  app.post('/v1/app/search', async (request) => {
    const { query } = parseInput(appSearchBody, request.body);
    return ok(await appService.search(query, await viewerId(request)));
  });

  app.get('/v1/app/recommend', async (request) => {
    return ok(await appService.recommend(await viewerId(request)));
  });
};
