import { school, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf, type ProfileService } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { OrgService } from './org.service';

/** Where the web app shows a school's disk (`/v1/org/disk_link`). */
export const DISK_PAGE = '/school/disk';

/**
 * The teacher's side of schools (§1 "join an organisation by code", §6, §7; docs/school.md):
 * `check_code` and `join` (throttled: 42900 after 10 wrong codes in 15 minutes; an expired code
 * 40003; a school that approves joins answers `pending`), `leave`, `card`, `disk_link` (`disk_token`: disk-direct.ts). Every call with an `orgId` checks membership first (40003).
 */
export const v1OrgRoutes: FastifyPluginAsync<{
  orgService: OrgService;
}> = async (app, { orgService }) => {
  const privately = { preHandler: requireUser };
  app.post(school.checkCode.path, privately, async (request) => {
    const { code } = parseInput(school.checkCode.body, request.body);
    return ok<Data<typeof school.checkCode>>(
      await orgService.checkCode(userOf(request).id, request.ip, code),
    );
  });
  app.post(school.join.path, privately, async (request) => {
    const { code } = parseInput(school.join.body, request.body);
    return ok<Data<typeof school.join>>(
      await orgService.join(userOf(request).id, request.ip, code),
    );
  });
  app.post(school.leave.path, privately, async (request) => {
    const { orgId } = parseInput(school.leave.body, request.body);
    return ok<Data<typeof school.leave>>(await orgService.leave(userOf(request).id, orgId));
  });
  app.post(school.card.path, privately, async (request) => {
    const { orgId } = parseInput(school.card.body, request.body);
    return ok<Data<typeof school.card>>(await orgService.card(userOf(request).id, orgId));
  });
  app.post(school.diskLink.path, privately, async (request) => {
    const { orgId } = parseInput(school.diskLink.body, request.body);
    const card = await orgService.card(userOf(request).id, orgId);
    if (!card) return ok<Data<typeof school.diskLink>>({ orgId: 0, url: '' });
    return ok<Data<typeof school.diskLink>>({
      orgId: card.orgId,
      url: `${DISK_PAGE}?orgId=${card.orgId}`,
    });
  });
};

/**
 * `POST /v1/user/cur_org {orgId}` (§7; §6 "can switch organisation"): makes one of the
 * teacher's schools current, remembered on the account. Not a member → 40003.
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
