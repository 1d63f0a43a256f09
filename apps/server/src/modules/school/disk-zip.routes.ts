import { school, type Data } from '@aita/contract';
import { Code, DISK_ZIP_MAX_ITEMS, SCHOOL_MESSAGES } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from '../identity';
import { DomainError } from '../../platform/errors';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { SchoolAccess } from './access';
import type { DiskService } from './disk.service';
import type { DiskFileLinks } from './disk-links';
import { disposition } from './disk.routes';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const zipQuery = z.object({
  orgId: z.coerce.number().int().min(1).max(2_147_483_647),
  ids: z.string().regex(new RegExp(`^${UUID}(\\.${UUID}){0,${DISK_ZIP_MAX_ITEMS - 1}}$`, 'i'), {
    message: '参数错误：ids 不正确',
  }),
  u: z.coerce.number().int().min(1).max(2_147_483_647),
  e: z.coerce.number().int().min(0).max(99_999_999_999),
  s: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/**
 * 打包下载 (docs/school.md "打包下载"): `zip_url` checks the items and the limits and answers a
 * signed address; its GET streams the .zip, checking membership, permissions and limits again.
 */
export const diskZipRoutes: FastifyPluginAsync<{
  disk: DiskService;
  access: SchoolAccess;
  fileLinks: DiskFileLinks;
}> = async (app, { disk, access, fileLinks }) => {
  const { zip } = disk;
  const planFor = async (userId: number, orgId: number, ids: readonly string[]) => {
    const role = await access.member(userId, orgId);
    const rights = await disk.accessFor(orgId, userId, role === 'admin');
    return zip.plan(orgId, rights, ids);
  };

  app.post(school.diskZipUrl.path, { preHandler: requireUser }, async (request) => {
    const { orgId, ids } = parseInput(school.diskZipUrl.body, request.body);
    const userId = userOf(request).id;
    const plan = await planFor(userId, orgId, ids);
    const signed = fileLinks.signZip({ ids: [...new Set(ids)], orgId, userId });
    return ok<Data<typeof school.diskZipUrl>>({ ...signed, files: plan.files, bytes: plan.bytes });
  });

  app.get(school.diskZip.path, async (request, reply) => {
    const { orgId, ids, u, e, s } = parseInput(zipQuery, request.query);
    if (!fileLinks.verifyZip({ ids, orgId, userId: u, expires: e, signature: s })) {
      throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.linkExpired);
    }
    const list = ids.split('.');
    const plan = await planFor(u, orgId, list);
    const { output, size } = await zip.stream(plan, (key) => Promise.resolve(disk.readObject(key)));
    const first = plan.entries[0]?.path.split('/')[0] ?? '学校网盘';
    const name = list.length === 1 ? `${first}.zip` : `学校网盘文件（${list.length}项）.zip`;
    output.on('error', (error) => request.log.warn({ err: error }, 'disk zip aborted'));
    reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', disposition('attachment', name))
      .type('application/zip');
    if (size >= 0) reply.header('content-length', String(size));
    return reply.send(output);
  });
};
