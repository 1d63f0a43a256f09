import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../../platform/http/envelope';
import { MSG_RESOURCE_NOT_FOUND } from '../../platform/http/messages';
import { renderAppLogo } from './logo';
import type { AppService } from './service';

/**
 * `GET /static/app-logos/<uri>.svg`: the logos of the seeded apps, rendered from the database
 * (glyph and category) on request. See docs/server.md "Logos".
 */
export const appLogoRoutes: FastifyPluginAsync<{ appService: AppService }> = async (
  app,
  { appService },
) => {
  app.get<{ Params: { file: string } }>('/static/app-logos/:file', async (request, reply) => {
    const match = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/.exec(request.params.file);
    const logo = match?.[1] ? await appService.findLogo(match[1]) : undefined;
    if (!logo) return reply.code(404).send(fail(Code.NOT_FOUND, MSG_RESOURCE_NOT_FOUND));
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderAppLogo(logo));
  });
};
