import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { publicOriginFor } from '../../platform/http/public-origin';
import { gradeConfig, resourceConfig } from './service';

/**
 * `POST /v1/base/resource/config` (also `?source=miniprogram`; any body) → ResourceConfig, and
 * `GET /v1/base/grade/config` → GradeConfig (§7 "Config and other"; docs/apps.md "Config").
 */
export const baseConfigRoutes: FastifyPluginAsync<{
  publicOrigin: string;
  icpRecord: string;
}> = async (app, { publicOrigin, icpRecord }) => {
  app.post<{ Querystring: { source?: unknown } }>('/v1/base/resource/config', async (request) => {
    const source = request.query.source === 'miniprogram' ? 'miniprogram' : 'web';
    const origin = publicOriginFor(request, publicOrigin);
    return ok(resourceConfig({ publicOrigin: origin, icpRecord, source }));
  });
  app.get('/v1/base/grade/config', async () => ok(gradeConfig()));
};
