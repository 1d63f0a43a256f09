import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { sendCachedBody } from '../../platform/http/cached-body';
import { ok } from '../../platform/http/envelope';
import { parseInput, textField } from '../../platform/http/validate';
import type { BodyCache } from './list-cache';
import type { AppService } from './service';
import { SEARCH_QUERY_MAX, type ViewerId } from './search.routes';

/**
 * What makes two viewers' app lists the same: anonymous, or a teacher's favourites (`isCollect`).
 * Teachers with the same favourites share a body; a change of favourites is a new key.
 */
export async function viewerKey(appService: AppService, userId: number | undefined) {
  if (userId === undefined) return 'anonymous';
  const ids = [...(await appService.favouriteIds(userId))].sort((a, b) => a - b);
  return `favourites:${ids.join(',')}`;
}

/**
 * §7 optional search payload: `{ name?, category? }`; null counts as absent. `name` is searched
 * like `POST /v1/app/search` (same index, same length limit).
 */
export const appIndexListBody = z.object({
  name: textField(SEARCH_QUERY_MAX).nullish(),
  category: textField(50).nullish(),
});

/**
 * `POST /v1/app/index/list` → the §3 App list response, from `bodies`: built, serialized and
 * compressed once per catalogue version, viewer state and query, then sent as bytes.
 */
export const appIndexListRoute: FastifyPluginAsync<{
  appService: AppService;
  viewerId: ViewerId;
  bodies: BodyCache;
}> = async (app, { appService, viewerId, bodies }) => {
  app.post('/v1/app/index/list', async (request, reply) => {
    const body = parseInput(appIndexListBody, request.body);
    const name = body.name?.trim() ?? '';
    const category = body.category?.trim() ?? '';
    const userId = await viewerId(request);
    const key = `list\u0000${await viewerKey(appService, userId)}\u0000${name}\u0000${category}`;
    const cached = await bodies.get(key, async () =>
      ok(await appService.list({ name, category, userId })),
    );
    return sendCachedBody(request, reply, cached);
  });
};
