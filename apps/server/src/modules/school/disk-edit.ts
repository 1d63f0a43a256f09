import {
  Code,
  DISK_ACCESS_LOG_SHOWN,
  SCHOOL_MESSAGES,
  type DiskAccess,
  type DiskFolderAccess,
} from '@aita/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { diskAccessLog, diskItems, orgMembers, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import type { DiskRow, DiskTree } from './disk-tree';

/** What one item of a batch came to: done, or refused with the Chinese reason. */
export type DiskBatchOutcome = { id: string; name: string; error: string | null };

/**
 * Changing the disk (docs/school.md "Renaming and moving", "Folder permissions"): new folders,
 * renames, moves, permissions with their audit log, and batches of moves and deletions.
 */
export function createDiskEdit({
  db,
  database,
  clock,
  tree,
  index,
  trash,
}: {
  db: Db;
  database: Database;
  clock: Clock;
  tree: DiskTree;
  index: (row: DiskRow) => Promise<void>;
  trash: (orgId: number, userId: number, access: DiskAccess, id: string) => Promise<void>;
}) {
  const { item, visible, visibleFolder, ensureFree, ensureOwnSubtree } = tree;

  const api = {
    /**
     * Renames an item in its folder: the uploader, a 负责人 or an admin; a file keeps its
     * extension; a name already in the folder → 40009. @throws DomainError
     */
    async rename(orgId: number, access: DiskAccess, id: string, name: string): Promise<DiskRow> {
      const row = await visible(orgId, access, id);
      if (!access.canManageItem(row)) {
        throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.noManage);
      }
      if (row.type === 'file') {
        const ext = (n: string) =>
          n.includes('.') ? n.slice(n.lastIndexOf('.')).toLowerCase() : '';
        if (ext(name) !== ext(row.name)) {
          throw new DomainError(
            Code.INVALID_PARAM,
            `${SCHOOL_MESSAGES.extensionChanged}，请保留“${ext(row.name) || '无扩展名'}”`,
          );
        }
      }
      if (name === row.name) return row;
      await ensureFree(orgId, row.parentId, name, row.id);
      const [renamed] = await db
        .update(diskItems)
        .set({ name })
        .where(eq(diskItems.id, row.id))
        .returning();
      await index(renamed as DiskRow);
      return renamed as DiskRow;
    },

    /**
     * Moves an item into `folderId` (undefined: the top): the caller manages the item (a folder
     * holding other teachers' files needs a 负责人 or an admin) and may add to the target; not
     * into itself or under itself, not onto a name already there. @throws DomainError
     */
    async move(
      orgId: number,
      userId: number,
      access: DiskAccess,
      id: string,
      folderId: string | undefined,
    ): Promise<DiskRow> {
      const row = await visible(orgId, access, id);
      if (!access.canManageItem(row)) {
        throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.noManage);
      }
      const target = await visibleFolder(orgId, access, folderId);
      if (row.type === 'folder' && target !== null) {
        if (target === row.id || access.chain(target).some((f) => f.id === row.id)) {
          throw new DomainError(Code.INVALID_PARAM, SCHOOL_MESSAGES.moveIntoItself);
        }
      }
      if (target === row.parentId) return row;
      if (!access.canUpload(target)) {
        throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.noUpload);
      }
      await ensureOwnSubtree(orgId, userId, row, access);
      await ensureFree(orgId, target, row.name, row.id);
      const [moved] = await db
        .update(diskItems)
        .set({ parentId: target })
        .where(eq(diskItems.id, row.id))
        .returning();
      return moved as DiskRow;
    },

    /** Sets who sees, uploads to and manages a folder (admins; 负责人 must be members). */
    async setAccess(
      orgId: number,
      actorId: number,
      id: string,
      rules: { see: DiskFolderAccess; upload: DiskFolderAccess; managerIds: number[] },
    ): Promise<DiskRow> {
      const row = await item(orgId, id);
      if (row.type !== 'folder')
        throw new DomainError(Code.INVALID_PARAM, SCHOOL_MESSAGES.notFolder);
      const managerIds = [...new Set(rules.managerIds)];
      if (managerIds.length > 0) {
        const found = await db
          .select({ id: orgMembers.userId })
          .from(orgMembers)
          .where(and(eq(orgMembers.orgId, orgId), inArray(orgMembers.userId, managerIds)));
        if (found.length !== managerIds.length) {
          throw new DomainError(Code.INVALID_PARAM, SCHOOL_MESSAGES.managerNotMember);
        }
      }
      const [updated] = await db
        .update(diskItems)
        .set({ seeAccess: rules.see, uploadAccess: rules.upload, managerIds })
        .where(eq(diskItems.id, row.id))
        .returning();
      await db.insert(diskAccessLog).values({
        orgId,
        folderId: row.id,
        folderName: row.name,
        actorId,
        see: rules.see,
        upload: rules.upload,
        managerIds,
        createdAt: clock(),
      });
      return updated as DiskRow;
    },

    async createFolder(
      orgId: number,
      userId: number,
      access: DiskAccess,
      parentId: string | undefined,
      name: string,
    ) {
      const parent = await visibleFolder(orgId, access, parentId);
      if (!access.canUpload(parent))
        throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.noUpload);
      // A name already there becomes “名称（1）”, decided under the school's row lock.
      return database.transaction(async (tx: Db) => {
        await tree.lockSchool(tx, orgId);
        const [row] = await tx
          .insert(diskItems)
          .values({
            orgId,
            parentId: parent,
            type: 'folder',
            name: await tree.freeName(tx, orgId, parent, name, false),
            uploaderId: userId,
            createdAt: clock(),
          })
          .returning();
        return row as DiskRow;
      });
    },

    /** The last permission changes of the school's folders, newest first (admins). */
    async accessLog(orgId: number) {
      return db
        .select({
          id: diskAccessLog.id,
          folderId: diskAccessLog.folderId,
          folderName: diskAccessLog.folderName,
          actorName: users.uname,
          see: diskAccessLog.see,
          upload: diskAccessLog.upload,
          managerIds: diskAccessLog.managerIds,
          createdAt: diskAccessLog.createdAt,
        })
        .from(diskAccessLog)
        .leftJoin(users, eq(users.id, diskAccessLog.actorId))
        .where(eq(diskAccessLog.orgId, orgId))
        .orderBy(desc(diskAccessLog.createdAt), desc(diskAccessLog.id))
        .limit(DISK_ACCESS_LOG_SHOWN);
    },
  };

  /**
   * Moves (`folderId` given or null = the top) or deletes several items, each checked as if
   * alone: what fails is answered with its reason and the others go on.
   */
  async function batch(
    orgId: number,
    userId: number,
    access: DiskAccess,
    ids: readonly string[],
    action: { kind: 'move'; folderId: string | undefined } | { kind: 'delete' },
  ): Promise<DiskBatchOutcome[]> {
    const outcomes: DiskBatchOutcome[] = [];
    // Looked up first: a file deleted with its folder earlier in the batch is no longer live.
    const known = new Map<string, DiskRow>();
    for (const id of new Set(ids)) {
      const row = await item(orgId, id).catch(() => undefined);
      if (row && access.canSee(row.parentId)) known.set(id, row);
    }
    for (const id of new Set(ids)) {
      const name = known.get(id)?.name ?? '';
      try {
        if (action.kind === 'move') await api.move(orgId, userId, access, id, action.folderId);
        else await trash(orgId, userId, access, id);
        outcomes.push({ id, name, error: null });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // Already gone with a folder deleted earlier in this batch: done, not failed.
        const wentWith =
          action.kind === 'delete' &&
          known.has(id) &&
          (await item(orgId, id, true).then(
            () => true,
            () => false,
          ));
        outcomes.push({ id, name, error: wentWith ? null : error.message });
      }
    }
    return outcomes;
  }

  return { ...api, batch };
}
