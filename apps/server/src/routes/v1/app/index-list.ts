import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../http/envelope';
import { parseInput, textField } from '../../../http/validate';
import type { AppService } from '../../../services/app-service';

/** §7 optional search payload: `{ name?, category? }`; null counts as absent. */
export const appIndexListBody = z.object({
  name: textField(100).nullish(),
  category: textField(50).nullish(),
});

/** `POST /v1/app/index/list` → the §3 App list response. */
export const appIndexListRoute: FastifyPluginAsync<{ appService: AppService }> = async (
  app,
  { appService },
) => {
  app.post('/v1/app/index/list', async (request) => {
    const body = parseInput(appIndexListBody, request.body);
    // Identity arrives in a later issue: then pass the logged-in teacher's id as `userId`.
    const data = await appService.list({
      name: body.name ?? undefined,
      category: body.category ?? undefined,
    });
    return ok(data);
  });
};
