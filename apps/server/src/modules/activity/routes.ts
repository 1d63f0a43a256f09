import { activity as contract, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { optionalUser } from '../identity';
import { fail, ok } from '../../platform/http/envelope';
import { MSG_RESOURCE_NOT_FOUND } from '../../platform/http/messages';
import { publicOriginFor } from '../../platform/http/public-origin';
import { renderActivityBanner, type ActivityService } from './service';

/** Banner titles by image slug (the seeded invite activity; docs/apps.md "Activity"). */
export const ACTIVITY_BANNERS: Record<string, string> = { invite: '邀请同事 共享会员' };

/**
 * `POST /v1/activity/info` (any body, §7) → §3 Activity info; and the banner images at
 * `GET /static/activity/<slug>.svg`.
 */
export const activityRoutes: FastifyPluginAsync<{ activity: ActivityService }> = async (
  app,
  { activity },
) => {
  app.post(contract.info.path, { preHandler: optionalUser }, async (request, reply) => {
    // The answer may carry a login ticket: never cache it anywhere.
    reply.header('cache-control', 'no-store');
    return ok<Data<typeof contract.info>>(
      await activity.current(request.user, publicOriginFor(request, activity.publicOrigin)),
    );
  });

  app.get<{ Params: { file: string } }>('/static/activity/:file', async (request, reply) => {
    const match = /^([a-z-]+)\.svg$/.exec(request.params.file);
    const slug = match?.[1];
    if (!slug || !Object.hasOwn(ACTIVITY_BANNERS, slug)) {
      return reply.code(404).send(fail(Code.NOT_FOUND, MSG_RESOURCE_NOT_FOUND));
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderActivityBanner(ACTIVITY_BANNERS[slug] as string));
  });
};
