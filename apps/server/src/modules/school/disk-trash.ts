import { Code, DISK_TRASH_DAYS, SCHOOL_MESSAGES, type DiskAccess } from '@aita/core';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { diskItems } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import type { ObjectSink } from '../../platform/intake';
import type { SearchIndex } from '../../platform/search';
import type { DiskRow, DiskTree } from './disk-tree';

const DAY_MS = 86_400_000;

/**
 * The 回收站 (docs/school.md "回收站"): delete moves an item and everything under it there; an
 * admin restores it (renamed “名称（1）” when its folder now holds that name) or empties the
 * 回收站; items deleted {@link DISK_TRASH_DAYS} days ago are purged, rows then objects.
 */
export function createDiskTrash({
  db,
  database,
  clock,
  sink,
  search,
  tree,
  index,
}: {
  db: Db;
  database: Database;
  clock: Clock;
  sink: ObjectSink;
  search: SearchIndex;
  tree: DiskTree;
  index: (row: DiskRow) => Promise<void>;
}) {
  /** Deletes rows, then their objects (and a PowerPoint's cached PDF), then their index. */
  async function removeFor(gone: { id: string; key: string }[]): Promise<number> {
    for (const { key } of gone) {
      if (!key) continue;
      await sink.remove(key);
      if (key.endsWith('.pptx')) await sink.remove(`${key}.preview.pdf`).catch(() => undefined);
    }
    if (gone.length > 0)
      await search.remove(
        'schoolFile',
        gone.map((g) => g.id),
      );
    return gone.length;
  }

  /** Removes a school's (or, without `orgId`, every school's) items deleted 30 days ago. */
  async function purge(orgId?: number): Promise<number> {
    const gone = await db
      .delete(diskItems)
      .where(
        and(
          orgId === undefined ? undefined : eq(diskItems.orgId, orgId),
          lt(diskItems.deletedAt, new Date(clock().getTime() - DISK_TRASH_DAYS * DAY_MS)),
        ),
      )
      .returning({ id: diskItems.id, key: diskItems.storageKey });
    return removeFor(gone);
  }

  /**
   * Ids of a 回收站 item and everything under it still in the 回收站 (`at`: only what was deleted
   * in that same moment, i.e. with it).
   */
  async function trashedSubtree(orgId: number, id: string, at?: Date): Promise<string[]> {
    const ids = [id];
    for (let i = 0; i < ids.length; i++) {
      const children = await db
        .select({ id: diskItems.id })
        .from(diskItems)
        .where(
          and(
            eq(diskItems.orgId, orgId),
            eq(diskItems.parentId, ids[i] as string),
            at ? eq(diskItems.deletedAt, at) : isNotNull(diskItems.deletedAt),
          ),
        );
      ids.push(...children.map((c) => c.id));
    }
    return ids;
  }

  return {
    purge,

    /**
     * 彻底删除 of one 回收站 item with what is under it: an admin, or the uploader of every file
     * and folder in it (40003 otherwise).
     */
    async purgeOne(orgId: number, userId: number, isAdmin: boolean, id: string): Promise<number> {
      const row = await tree.item(orgId, id, true);
      const ids = await trashedSubtree(orgId, id);
      if (!isAdmin) {
        if (row.uploaderId !== userId) {
          throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.noPurge);
        }
        const [other] = await db
          .select({ id: diskItems.id })
          .from(diskItems)
          .where(
            and(
              inArray(diskItems.id, ids),
              or(isNull(diskItems.uploaderId), sql`${diskItems.uploaderId} <> ${userId}`),
            ),
          )
          .limit(1);
        if (other) throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.purgeHasOthers);
      }
      const gone = await db
        .delete(diskItems)
        .where(
          and(
            eq(diskItems.orgId, orgId),
            inArray(diskItems.id, ids),
            isNotNull(diskItems.deletedAt),
          ),
        )
        .returning({ id: diskItems.id, key: diskItems.storageKey });
      return removeFor(gone);
    },

    /** 清空回收站 (admins): everything in the school's 回收站 goes for good. */
    async empty(orgId: number): Promise<number> {
      const gone = await db
        .delete(diskItems)
        .where(and(eq(diskItems.orgId, orgId), isNotNull(diskItems.deletedAt)))
        .returning({ id: diskItems.id, key: diskItems.storageKey });
      return removeFor(gone);
    },

    /** To the 回收站 with everything under it (the uploader, a 负责人 or an admin). */
    async trash(orgId: number, userId: number, access: DiskAccess, id: string): Promise<void> {
      const row = await tree.visible(orgId, access, id);
      if (!access.canManageItem(row)) {
        throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.noManage);
      }
      await tree.ensureOwnSubtree(orgId, userId, row, access);
      const ids = await tree.subtree(orgId, id);
      await db.update(diskItems).set({ deletedAt: clock() }).where(inArray(diskItems.id, ids));
      await search.remove('schoolFile', ids);
    },

    /**
     * Back from the 回收站 (to the top when its folder is gone), with what went with it; a name
     * now taken in that folder becomes “名称（1）”.
     */
    async restore(orgId: number, id: string): Promise<DiskRow> {
      const row = await tree.item(orgId, id, true);
      // What went with it: the items under it deleted in the same moment (not others of a batch).
      const withIt = await trashedSubtree(orgId, id, row.deletedAt as Date);
      const restored = await database.transaction(async (tx: Db) => {
        await tree.lockSchool(tx, orgId);
        let parentId = row.parentId;
        if (parentId) {
          const [parent] = await tx
            .select({ id: diskItems.id })
            .from(diskItems)
            .where(and(eq(diskItems.id, parentId), isNull(diskItems.deletedAt)));
          if (!parent) parentId = null;
        }
        const name = await tree.freeName(tx, orgId, parentId, row.name, row.type === 'file');
        await tx
          .update(diskItems)
          .set({ deletedAt: null })
          .where(and(eq(diskItems.orgId, orgId), inArray(diskItems.id, withIt)));
        const [back] = await tx
          .update(diskItems)
          .set({ deletedAt: null, parentId, name })
          .where(eq(diskItems.id, id))
          .returning();
        return back as DiskRow;
      });
      const back = await db
        .select()
        .from(diskItems)
        .where(
          and(
            inArray(diskItems.id, withIt),
            isNull(diskItems.deletedAt),
            eq(diskItems.type, 'file'),
          ),
        );
      for (const file of back) await index(file);
      return restored;
    },
  };
}

export type DiskTrash = ReturnType<typeof createDiskTrash>;
