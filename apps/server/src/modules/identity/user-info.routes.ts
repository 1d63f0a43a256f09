import { identity } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from './auth';
import { MSG_TOKEN_EXPIRED } from './messages';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import type { ProfileService } from './profile.service';
import type { UserInfoCache } from './user-info-cache';

/**
 * `POST /v1/user/info {code?}` (§7): the §3 user info of the logged-in teacher. `code` is
 * accepted for compatibility and not used (docs/identity.md). The serialised answer is cached
 * per teacher until a write changes it (docs/identity.md "User info cache").
 */
export const userInfoRoute: FastifyPluginAsync<{
  profileService: ProfileService;
  cache: UserInfoCache;
}> = async (app, { profileService, cache }) => {
  app.post(identity.userInfo.path, { preHandler: requireUser }, async (request, reply) => {
    parseInput(identity.userInfo.body, request.body);
    const userId = userOf(request).id;
    const body = await cache.get(userId, () => profileService.load(userId));
    // The session outlived its account (deleted by an operator): log in again.
    if (!body) throw new DomainError(Code.TOKEN_EXPIRED, MSG_TOKEN_EXPIRED);
    return reply.type('application/json; charset=utf-8').send(body);
  });
};
