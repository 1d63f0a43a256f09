import { identity, type Data, type ProfileChanges } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from './auth';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { ProfileService } from './profile.service';

/**
 * Validates a `/v1/user/mod` body with the contract's rules (§7; §5 "a missing subject is sent
 * as 0 and a missing period as -1"): every field optional, `null` counts as absent, text
 * trimmed and stored verbatim (it is data, escaped by whoever renders it).
 * @throws DomainError 40001 with the rule's Chinese sentence (姓名不能为空…).
 */
export function validateProfileChanges(body: unknown): ProfileChanges {
  return parseInput(identity.updateProfile.body, body);
}

/** `POST /v1/user/mod {uname?, schoolName?, schoolType?, period?, subject?, avatar?}` (§7). */
export const userModRoute: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.post(identity.updateProfile.path, { preHandler: requireUser }, async (request) => {
    const changes = validateProfileChanges(request.body);
    await profileService.update(userOf(request).id, changes);
    return ok<Data<typeof identity.updateProfile>>(null);
  });
};
