import { randomUUID } from 'node:crypto';
import { Code, SCHOOL_MESSAGES } from '@aita/core';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { diskItems } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import type { DiskRow, DiskTree } from './disk-tree';

/** The school disk's one way in: uploads through the server and commits from the bucket. */
export function createDiskRecorder({
  db,
  database,
  clock,
  index,
  tree,
}: {
  db: Db;
  database: Database;
  clock: Clock;
  /** Adds the file to the search index. */
  index: (row: DiskRow) => Promise<void>;
  tree: DiskTree;
}) {
  return record;

  /**
   * Records a checked file within the quota (the school's row locked, so concurrent uploads
   * cannot pass it together; over → 40001 and nothing stored), then `store`s its bytes under the
   * new key; the row goes again when storing fails. @throws DomainError
   */
  async function record(
    input: {
      orgId: number;
      userId: number;
      parentId: string | null;
      name: string;
      format: string;
      mime: string;
      size: number;
    },
    store: (storageKey: string) => Promise<void>,
  ): Promise<DiskRow> {
    const { orgId } = input;
    const id = randomUUID();
    const storageKey = `disk/${orgId}/${id}.${input.format}`;
    const row = await database.transaction(async (tx: Db) => {
      const org = await tree.lockSchool(tx, orgId);
      const [used] = await tx
        .select({ n: sql<string>`coalesce(sum(${diskItems.size}), 0)` })
        .from(diskItems)
        .where(eq(diskItems.orgId, orgId));
      if (!org || Number(used?.n ?? 0) + input.size > org.quota) {
        throw new DomainError(Code.INVALID_PARAM, SCHOOL_MESSAGES.quotaExceeded);
      }
      const [inserted] = await tx
        .insert(diskItems)
        .values({
          id,
          orgId,
          parentId: input.parentId,
          type: 'file',
          // A name already in the folder becomes “名称（1）.docx” (under the same lock).
          name: await tree.freeName(tx, orgId, input.parentId, input.name, true),
          format: input.format,
          mime: input.mime,
          size: input.size,
          storageKey,
          uploaderId: input.userId,
          createdAt: clock(),
        })
        .returning();
      return inserted as DiskRow;
    });
    try {
      await store(storageKey);
    } catch (error) {
      await db.delete(diskItems).where(eq(diskItems.id, id));
      throw error;
    }
    await index(row);
    return row;
  }
}
