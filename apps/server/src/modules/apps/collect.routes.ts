import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { MSG_STATUS_INVALID } from './messages';
import type { CollectStatus, FavouriteService } from './favourites.service';
import { appIdField } from './app-id';

/** §7 `POST /v1/aitalk/collect/update {appId, status 1|0}`. */
export const collectUpdateBody = z.object({ appId: appIdField, status: z.unknown().optional() });

function collectStatus(value: unknown): CollectStatus {
  if (value === 1 || value === '1') return 1;
  if (value === 0 || value === '0') return 0;
  throw new DomainError(Code.INVALID_PARAM, MSG_STATUS_INVALID);
}

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
  app.post('/v1/aitalk/collect/list', { preHandler: requireUser }, async (request) => {
    const list = await favourites.list(userOf(request).id);
    return ok({ list, total: list.length });
  });

  app.post('/v1/aitalk/collect/update', { preHandler: requireUser }, async (request) => {
    const body = parseInput(collectUpdateBody, request.body);
    const status = collectStatus(body.status);
    await favourites.update(userOf(request).id, body.appId, status);
    return ok({ appId: body.appId, status });
  });
};
