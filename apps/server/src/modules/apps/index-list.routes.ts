import { apps, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendCachedBody } from '../../platform/http/cached-body';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { BodyCache } from './list-cache';
import type { AppService } from './service';
import type { ViewerId } from '../identity';

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
 * `POST /v1/app/index/list {name?, category?}` → the §3 App list response; null counts as
 * absent, `name` is searched like `POST /v1/app/search` (same index, same length limit). The
 * body is built, serialized and compressed once per catalogue version, viewer state and query,
 * then sent as bytes from `bodies`.
 */
export const appIndexListRoute: FastifyPluginAsync<{
  appService: AppService;
  viewerId: ViewerId;
  bodies: BodyCache;
}> = async (app, { appService, viewerId, bodies }) => {
  app.post(apps.indexList.path, async (request, reply) => {
    const body = parseInput(apps.indexList.body, request.body);
    const name = body.name?.trim() ?? '';
    const category = body.category?.trim() ?? '';
    const userId = await viewerId(request);
    const key = `list\u0000${await viewerKey(appService, userId)}\u0000${name}\u0000${category}`;
    const cached = await bodies.get(key, async () =>
      ok<Data<typeof apps.indexList>>(await appService.list({ name, category, userId })),
    );
    return sendCachedBody(request, reply, cached);
  });
};
