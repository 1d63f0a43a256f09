import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { ProfileService } from '../identity';

const bodySchema = z.object({ orgId: z.number().int().min(1).max(2_147_483_647) });

/**
 * `POST /v1/user/cur_org {orgId}` (§7; §6 "can switch organisation"): makes one of the
 * teacher's schools current. Not a member → 40003.
 */
export const userCurOrgRoute: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.post('/v1/user/cur_org', { preHandler: requireUser }, async (request) => {
    const { orgId } = parseInput(bodySchema, request.body);
    await profileService.setCurrentOrg(userOf(request).id, orgId);
    return ok({ curOrgId: orgId });
  });
};
