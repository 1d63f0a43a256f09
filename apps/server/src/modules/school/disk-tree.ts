import {
  Code,
  diskFreeName,
  diskNameTakenMessage,
  SCHOOL_MESSAGES,
  type DiskAccess,
} from '@aita/core';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { diskItems, orgs } from '../../db/schema';
import { DomainError } from '../../platform/errors';

export type DiskRow = typeof diskItems.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Finding things on a school's disk (docs/school.md "The disk"): an item, a folder, what lies
 * under a folder, what the caller sees, the names a folder holds, and the disk's use.
 */
export function createDiskTree(db: Db) {
  async function item(orgId: number, id: string, trashed = false): Promise<DiskRow> {
    if (!UUID.test(id)) throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.diskItemNotFound);
    const [row] = await db
      .select()
      .from(diskItems)
      .where(
        and(
          eq(diskItems.id, id),
          eq(diskItems.orgId, orgId),
          trashed ? isNotNull(diskItems.deletedAt) : isNull(diskItems.deletedAt),
        ),
      )
      .limit(1);
    if (!row) throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.diskItemNotFound);
    return row;
  }

  async function folder(orgId: number, id: string | undefined): Promise<string | null> {
    if (id === undefined) return null;
    const row = await item(orgId, id).catch(() => {
      throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.folderNotFound);
    });
    if (row.type !== 'folder')
      throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.folderNotFound);
    return row.id;
  }

  async function usage(orgId: number) {
    const [org] = await db
      .select({ quota: orgs.diskQuotaBytes })
      .from(orgs)
      .where(eq(orgs.id, orgId));
    const [used] = await db
      .select({ n: sql<string>`coalesce(sum(${diskItems.size}), 0)` })
      .from(diskItems)
      .where(eq(diskItems.orgId, orgId));
    return { usedBytes: Number(used?.n ?? 0), quotaBytes: org?.quota ?? 0 };
  }

  /** Ids of a folder and everything under it (live items only). */
  async function subtree(orgId: number, id: string): Promise<string[]> {
    const ids = [id];
    for (let i = 0; i < ids.length; i++) {
      const children = await db
        .select({ id: diskItems.id })
        .from(diskItems)
        .where(
          and(
            eq(diskItems.orgId, orgId),
            eq(diskItems.parentId, ids[i] as string),
            isNull(diskItems.deletedAt),
          ),
        );
      ids.push(...children.map((c) => c.id));
    }
    return ids;
  }

  /** Names of the live items in `parentId` (`except` one of them). */
  async function namesIn(
    orgId: number,
    parentId: string | null,
    except?: string,
    on: Db = db,
  ): Promise<Set<string>> {
    const rows = await on
      .select({ name: diskItems.name })
      .from(diskItems)
      .where(
        and(
          eq(diskItems.orgId, orgId),
          isNull(diskItems.deletedAt),
          parentId === null ? isNull(diskItems.parentId) : eq(diskItems.parentId, parentId),
          except ? sql`${diskItems.id} <> ${except}` : undefined,
        ),
      );
    return new Set(rows.map((r) => r.name));
  }

  /**
   * A name free in `parentId` (“名称（1）.docx” when taken). Called inside a transaction that
   * holds the school's row lock, so two uploads of one name cannot both take it.
   */
  async function freeName(
    on: Db,
    orgId: number,
    parentId: string | null,
    name: string,
    isFile: boolean,
  ): Promise<string> {
    return diskFreeName(name, await namesIn(orgId, parentId, undefined, on), isFile);
  }

  /** Locks the school's row for the rest of the transaction (quota and names). */
  async function lockSchool(tx: Db, orgId: number) {
    const [org] = await tx
      .select({ quota: orgs.diskQuotaBytes })
      .from(orgs)
      .where(eq(orgs.id, orgId))
      .for('update');
    return org;
  }

  return {
    item,
    folder,
    usage,
    subtree,
    namesIn,
    freeName,
    lockSchool,

    /** Refuses `name` when `parentId` already holds a live item of that name (40009). */
    async ensureFree(orgId: number, parentId: string | null, name: string, except?: string) {
      if ((await namesIn(orgId, parentId, except)).has(name)) {
        throw new DomainError(Code.CONFLICT, diskNameTakenMessage(name));
      }
    },

    /** A teacher who manages an item only as its uploader must own everything under a folder. */
    async ensureOwnSubtree(orgId: number, userId: number, row: DiskRow, access: DiskAccess) {
      if (row.type !== 'folder' || access.canManage(row.parentId)) return;
      const ids = await subtree(orgId, row.id);
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
      if (other) throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.folderHasOthers);
    },

    /** A live item the caller sees (a hidden one answers as missing, so ids cannot be probed). */
    async visible(orgId: number, access: DiskAccess, id: string): Promise<DiskRow> {
      const row = await item(orgId, id);
      if (!access.canSee(row.parentId) || (row.type === 'folder' && !access.canSee(row.id))) {
        throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.diskItemNotFound);
      }
      return row;
    },

    /** A folder the caller sees, or 40004 目标文件夹不存在或已删除. */
    async visibleFolder(
      orgId: number,
      access: DiskAccess,
      id: string | undefined,
    ): Promise<string | null> {
      const parent = await folder(orgId, id);
      if (!access.canSee(parent)) {
        throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.folderNotFound);
      }
      return parent;
    },
  };
}

export type DiskTree = ReturnType<typeof createDiskTree>;
