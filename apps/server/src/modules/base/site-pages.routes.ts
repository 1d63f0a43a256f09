import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../../platform/http/envelope';
import { MSG_RESOURCE_NOT_FOUND } from '../../platform/http/messages';
import { renderSitePage } from './site-pages';

/** `GET /static/pages/<slug>.html`: the small pages of site-pages.ts. */
export const sitePageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/static/pages/:file', async (request, reply) => {
    const match = /^([a-z-]+)\.html$/.exec(request.params.file);
    const html = match ? renderSitePage(match[1] as string) : undefined;
    if (html === undefined)
      return reply.code(404).send(fail(Code.NOT_FOUND, MSG_RESOURCE_NOT_FOUND));
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(html);
  });
};
