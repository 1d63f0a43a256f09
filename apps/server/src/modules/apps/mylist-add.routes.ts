import { apps, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { FavouriteService, MyAppList } from './favourites.service';

/**
 * `POST /v1/aitalk/mylist/add` and `POST /v1/aiassistant/mylist/add {appId}` (§7), login
 * required: put the app on the teacher's recent list (idempotent; adding again moves it to the
 * front by touching `updatedAt`). Unknown app → 40004 应用不存在. Answers `{ appId }`.
 */
export const myListAddRoutes: FastifyPluginAsync<{ favourites: FavouriteService }> = async (
  app,
  { favourites },
) => {
  const lists: [MyAppList, typeof apps.addRecentApp | typeof apps.addRecentAssistant][] = [
    ['aitalk', apps.addRecentApp],
    ['aiassistant', apps.addRecentAssistant],
  ];
  for (const [list, endpoint] of lists) {
    app.post(endpoint.path, { preHandler: requireUser }, async (request) => {
      const { appId } = parseInput(endpoint.body, request.body);
      await favourites.addMyApp(userOf(request).id, list, appId);
      return ok<Data<typeof endpoint>>({ appId });
    });
  }
};
