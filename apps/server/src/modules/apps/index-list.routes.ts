import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope';
import { parseInput, textField } from '../../platform/http/validate';
import type { AppService } from './service';
import { SEARCH_QUERY_MAX, type ViewerId } from './search.routes';

/**
 * §7 optional search payload: `{ name?, category? }`; null counts as absent. `name` is searched
 * like `POST /v1/app/search` (same index, same length limit).
 */
export const appIndexListBody = z.object({
  name: textField(SEARCH_QUERY_MAX).nullish(),
  category: textField(50).nullish(),
});

/** `POST /v1/app/index/list` → the §3 App list response. */
export const appIndexListRoute: FastifyPluginAsync<{
  appService: AppService;
  viewerId: ViewerId;
}> = async (app, { appService, viewerId }) => {
  app.post('/v1/app/index/list', async (request) => {
    const body = parseInput(appIndexListBody, request.body);
    const data = await appService.list({
      name: body.name ?? undefined,
      category: body.category ?? undefined,
      userId: await viewerId(request),
    });
    return ok(data);
  });
};
