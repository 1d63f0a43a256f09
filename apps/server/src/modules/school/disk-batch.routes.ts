import { school, type Data } from '@aita/contract';
import type { JobQueue } from '../../jobs';
import { SCHOOL_SYNC_JOB } from '../knowledge';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { SchoolAccess } from './access';
import type { DiskService } from './disk.service';

/**
 * The disk's calls on many items or on the whole school (docs/school.md "Several at once",
 * "回收站", "Folder permissions"): batch move and delete, 清空回收站 and 彻底删除 of one item, the permission log.
 */
export const diskBatchRoutes: FastifyPluginAsync<{
  disk: DiskService;
  access: SchoolAccess;
  /** The 学校资料库 drops deleted files' passages (docs/knowledge.md "School library"). */
  jobs?: JobQueue;
}> = async (app, { disk, access, jobs }) => {
  app.post(school.diskBatch.path, { preHandler: requireUser }, async (request) => {
    const { orgId, ids, action, folderId } = parseInput(school.diskBatch.body, request.body);
    const userId = userOf(request).id;
    const role = await access.member(userId, orgId);
    const rights = await disk.accessFor(orgId, userId, role === 'admin');
    const outcomes = await disk.batch(
      orgId,
      userId,
      rights,
      ids,
      action === 'move' ? { kind: 'move', folderId } : { kind: 'delete' },
    );
    if (action === 'delete') await jobs?.enqueue(SCHOOL_SYNC_JOB, { orgId });
    return ok<Data<typeof school.diskBatch>>({
      done: outcomes.filter((o) => o.error === null).length,
      failed: outcomes.flatMap((o) =>
        o.error === null ? [] : [{ id: o.id, name: o.name, reason: o.error }],
      ),
    });
  });

  app.post(school.diskTrashEmpty.path, { preHandler: requireUser }, async (request) => {
    const { orgId } = parseInput(school.diskTrashEmpty.body, request.body);
    await access.admin(userOf(request).id, orgId);
    return ok<Data<typeof school.diskTrashEmpty>>({ removed: await disk.emptyTrash(orgId) });
  });

  app.post(school.diskTrashPurge.path, { preHandler: requireUser }, async (request) => {
    const { orgId, id } = parseInput(school.diskTrashPurge.body, request.body);
    const userId = userOf(request).id;
    const role = await access.member(userId, orgId);
    return ok<Data<typeof school.diskTrashPurge>>({
      removed: await disk.purgeTrashItem(orgId, userId, role === 'admin', id),
    });
  });

  app.post(school.diskAccessLog.path, { preHandler: requireUser }, async (request) => {
    const { orgId } = parseInput(school.diskAccessLog.body, request.body);
    await access.admin(userOf(request).id, orgId);
    const rows = await disk.accessLog(orgId);
    const names = await disk.names(rows.flatMap((r) => r.managerIds));
    return ok<Data<typeof school.diskAccessLog>>({
      entries: rows.map((r) => ({
        folderId: r.folderId,
        folderName: r.folderName,
        actorName: r.actorName ?? '',
        see: r.see === 'managers' ? 'managers' : 'all',
        upload: r.upload === 'managers' ? 'managers' : 'all',
        managers: r.managerIds.map((id) => names.get(id) ?? ''),
        createdAt: r.createdAt.toISOString(),
      })),
    });
  });
};
