import { school, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf, type ProfileService } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';

/**
 * `POST /v1/org/check_code {code}` and `/v1/org/join {code}` (§1 "join an organisation by
 * code"; §7). Both need login (so codes cannot be probed anonymously); an unknown code answers
 * 40004 学校邀请码无效. Joining is idempotent and makes the school current.
 */
export const v1OrgRoutes: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.post(school.checkCode.path, { preHandler: requireUser }, async (request) => {
    const { code } = parseInput(school.checkCode.body, request.body);
    return ok<Data<typeof school.checkCode>>(await profileService.checkJoinCode(code));
  });
  app.post(school.join.path, { preHandler: requireUser }, async (request) => {
    const { code } = parseInput(school.join.body, request.body);
    const org = await profileService.join(userOf(request).id, code);
    return ok<Data<typeof school.join>>({ ...org, curOrgId: org.orgId });
  });
};

/**
 * `POST /v1/user/cur_org {orgId}` (§7; §6 "can switch organisation"): makes one of the
 * teacher's schools current. Not a member → 40003.
 */
export const userCurOrgRoute: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.post(school.setCurrent.path, { preHandler: requireUser }, async (request) => {
    const { orgId } = parseInput(school.setCurrent.body, request.body);
    await profileService.setCurrentOrg(userOf(request).id, orgId);
    return ok<Data<typeof school.setCurrent>>({ curOrgId: orgId });
  });
};
