import { identity, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from './auth';
import { MSG_TOKEN_EXPIRED } from './messages';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import type { ProfileService } from './profile.service';

/**
 * `POST /v1/user/info {code?}` (§7): the §3 user info of the logged-in teacher. `code` is
 * accepted for compatibility and not used (docs/identity.md).
 */
export const userInfoRoute: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.post(identity.userInfo.path, { preHandler: requireUser }, async (request) => {
    parseInput(identity.userInfo.body, request.body);
    const info = await profileService.info(userOf(request).id);
    // The session outlived its account (deleted by an operator): log in again.
    if (!info) throw new DomainError(Code.TOKEN_EXPIRED, MSG_TOKEN_EXPIRED);
    return ok<Data<typeof identity.userInfo>>(info);
  });
};
