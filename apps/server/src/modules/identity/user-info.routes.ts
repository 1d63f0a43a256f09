import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from './auth';
import { MSG_TOKEN_EXPIRED } from './messages';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput, textField } from '../../platform/http/validate';
import type { ProfileService } from './profile.service';

const bodySchema = z.object({ code: z.union([textField(128), z.number()]).nullish() });

/**
 * `POST /v1/user/info {code?}` (§7): the §3 user info of the logged-in teacher. `code` is
 * accepted for compatibility and not used (docs/identity.md).
 */
export const userInfoRoute: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.post('/v1/user/info', { preHandler: requireUser }, async (request) => {
    parseInput(bodySchema, request.body);
    const info = await profileService.info(userOf(request).id);
    // The session outlived its account (deleted by an operator): log in again.
    if (!info) throw new DomainError(Code.TOKEN_EXPIRED, MSG_TOKEN_EXPIRED);
    return ok(info);
  });
};
