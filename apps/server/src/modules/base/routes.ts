import { platform, type Data } from '@aita/contract';
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
  app.post(platform.resourceConfig.path, async (request) => {
    const { source } = platform.resourceConfig.query.parse(request.query);
    const origin = publicOriginFor(request, publicOrigin);
    return ok<Data<typeof platform.resourceConfig>>(
      resourceConfig({ publicOrigin: origin, icpRecord, source }),
    );
  });
  app.get(platform.gradeConfig.path, async () =>
    ok<Data<typeof platform.gradeConfig>>(gradeConfig()),
  );
};
