import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { FavouriteService, MyAppList } from './favourites.service';
import { appIdField } from './app-id';

/** §7 `POST /v1/{aitalk|aiassistant}/mylist/add {appId}`. */
export const myListAddBody = z.object({ appId: appIdField });

/**
 * `POST /v1/aitalk/mylist/add` and `POST /v1/aiassistant/mylist/add {appId}` (§7), login
 * required: put the app on the teacher's recent list (idempotent; adding again moves it to the
 * front by touching `updatedAt`). Unknown app → 40004 应用不存在. Answers `{ appId }`.
 */
export const myListAddRoutes: FastifyPluginAsync<{ favourites: FavouriteService }> = async (
  app,
  { favourites },
) => {
  const lists: MyAppList[] = ['aitalk', 'aiassistant'];
  for (const list of lists) {
    app.post(`/v1/${list}/mylist/add`, { preHandler: requireUser }, async (request) => {
      const { appId } = parseInput(myListAddBody, request.body);
      await favourites.addMyApp(userOf(request).id, list, appId);
      return ok({ appId });
    });
  }
};
