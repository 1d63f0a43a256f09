import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf, type ProfileService } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput, textField } from '../../platform/http/validate';

const codeBody = z.object({ code: textField(32).min(1) });

/**
 * `POST /v1/org/check_code {code}` and `/v1/org/join {code}` (§1 "join an organisation by
 * code"; §7). Both need login (so codes cannot be probed anonymously); an unknown code answers
 * 40004 学校邀请码无效. Joining is idempotent and makes the school current.
 */
export const v1OrgRoutes: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.post('/v1/org/check_code', { preHandler: requireUser }, async (request) => {
    const { code } = parseInput(codeBody, request.body);
    return ok(await profileService.checkJoinCode(code));
  });
  app.post('/v1/org/join', { preHandler: requireUser }, async (request) => {
    const { code } = parseInput(codeBody, request.body);
    const org = await profileService.join(userOf(request).id, code);
    return ok({ ...org, curOrgId: org.orgId });
  });
};

const curOrgBody = z.object({ orgId: z.number().int().min(1).max(2_147_483_647) });

/**
 * `POST /v1/user/cur_org {orgId}` (§7; §6 "can switch organisation"): makes one of the
 * teacher's schools current. Not a member → 40003.
 */
export const userCurOrgRoute: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.post('/v1/user/cur_org', { preHandler: requireUser }, async (request) => {
    const { orgId } = parseInput(curOrgBody, request.body);
    await profileService.setCurrentOrg(userOf(request).id, orgId);
    return ok({ curOrgId: orgId });
  });
};
