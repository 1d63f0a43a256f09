import { school, type Data } from '@aita/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { SchoolAccess } from './access';
import type { MemberService } from './members.service';
import type { OrgService } from './org.service';

/**
 * A school admin's calls (docs/school.md "Running a school"): settings, name / isCourseShow /
 * approval, a new join code, members (list and search, remove, role) and join requests. Each
 * one reads its body, then checks on the server that the caller is an admin of that school
 * (40003 otherwise), before anything else.
 */
export const orgAdminRoutes: FastifyPluginAsync<{
  orgService: OrgService;
  members: MemberService;
  access: SchoolAccess;
}> = async (app, { orgService, members, access }) => {
  const privately = { preHandler: requireUser };
  const asAdmin = async (request: FastifyRequest, orgId: number) =>
    access.admin(userOf(request).id, orgId);

  app.post(school.settings.path, privately, async (request) => {
    const { orgId } = parseInput(school.settings.body, request.body);
    await asAdmin(request, orgId);
    return ok<Data<typeof school.settings>>(await orgService.settings(orgId));
  });
  app.post(school.update.path, privately, async (request) => {
    const { orgId, ...changes } = parseInput(school.update.body, request.body);
    await asAdmin(request, orgId);
    return ok<Data<typeof school.update>>(await orgService.update(orgId, changes));
  });
  app.post(school.regenerateCode.path, privately, async (request) => {
    const { orgId, days } = parseInput(school.regenerateCode.body, request.body);
    await asAdmin(request, orgId);
    return ok<Data<typeof school.regenerateCode>>(await orgService.regenerateCode(orgId, days));
  });
  app.post(school.members.path, privately, async (request) => {
    const { orgId, query, page } = parseInput(school.members.body, request.body);
    await asAdmin(request, orgId);
    return ok<Data<typeof school.members>>(await members.list(orgId, query, page));
  });
  app.post(school.removeMember.path, privately, async (request) => {
    const { orgId, uid } = parseInput(school.removeMember.body, request.body);
    await asAdmin(request, orgId);
    await members.remove(orgId, uid);
    return ok<Data<typeof school.removeMember>>(null);
  });
  app.post(school.setRole.path, privately, async (request) => {
    const { orgId, uid, role } = parseInput(school.setRole.body, request.body);
    await asAdmin(request, orgId);
    await members.setRole(orgId, uid, role);
    return ok<Data<typeof school.setRole>>(null);
  });
  app.post(school.reviewJoin.path, privately, async (request) => {
    const { orgId, uid, approve } = parseInput(school.reviewJoin.body, request.body);
    await asAdmin(request, orgId);
    await members.review(orgId, uid, approve);
    return ok<Data<typeof school.reviewJoin>>(null);
  });
};
