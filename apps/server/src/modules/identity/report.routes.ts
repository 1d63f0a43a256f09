import { identity, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { optionalUser } from './auth';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { ProfileService } from './profile.service';

/**
 * `POST /v1/report {event, params?}` (§7): a tracking event, stored with the teacher's id when
 * logged in. Public (anonymous visitors are tracked too); bounded size.
 */
export const reportRoute: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.post(identity.report.path, { preHandler: optionalUser }, async (request) => {
    const { event, params } = parseInput(identity.report.body, request.body);
    await profileService.report(request.user?.id ?? null, event, params ?? null);
    return ok<Data<typeof identity.report>>(null);
  });
};
