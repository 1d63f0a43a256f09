import { apps, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { AppService } from './service';
import type { ViewerId } from './search.routes';

/**
 * `POST /v1/app/index/list {name?, category?}` → the §3 App list response; null counts as
 * absent, `name` is searched like `POST /v1/app/search` (same index, same length limit).
 */
export const appIndexListRoute: FastifyPluginAsync<{
  appService: AppService;
  viewerId: ViewerId;
}> = async (app, { appService, viewerId }) => {
  app.post(apps.indexList.path, async (request) => {
    const body = parseInput(apps.indexList.body, request.body);
    const data: Data<typeof apps.indexList> = await appService.list({
      name: body.name ?? undefined,
      category: body.category ?? undefined,
      userId: await viewerId(request),
    });
    return ok(data);
  });
};
