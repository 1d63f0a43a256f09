import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Code, DISK_TRASH_DAYS, DISK_VIDEO_MAX_BYTES, SCHOOL_MESSAGES } from '@aita/core';
import { fileTypeFromFile } from 'file-type';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { diskItems, orgs, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { SearchIndex } from '../../platform/search';
import { createDiskRecorder } from './disk-record';
import { createDiskSearch } from './disk-search';
import { DomainError } from '../../platform/errors';
import {
  IntakeError,
  inspectFile,
  receiveToTemp,
  type FileKind,
  type ObjectSink,
  type ReceivedFile,
} from '../../platform/intake';

export type DiskRow = typeof diskItems.$inferSelect;
import type { DiskKind } from './disk-kinds';

export { diskKindOf, type DiskKind } from './disk-kinds';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The school disk (docs/school.md "The disk"): folders and files of one school, stored through
 * intake's checks into the object store under `disk/<orgId>/<uuid>.<format>`, with the school's
 * quota enforced in one locked transaction, a 回收站 kept {@link DISK_TRASH_DAYS} days, and search
 * by name and extracted text. Callers check membership first (SchoolAccess).
 */
export function createDiskService({
  db,
  database,
  clock,
  sink,
  tempDir,
  maxBytes,
  search,
}: {
  db: Db;
  /** For the transactions (PGlite has none of its own on `db`). */
  database: Database;
  clock: Clock;
  sink: ObjectSink;
  tempDir: string;
  maxBytes: Readonly<Record<FileKind, number>>;
  /** The foundations' index: files are found by the words of their name and text (jieba). */
  search: SearchIndex;
}) {
  const limitOf = (kind: DiskKind) => (kind === 'video' ? DISK_VIDEO_MAX_BYTES : maxBytes[kind]);

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

  const { index, find: searchFiles } = createDiskSearch(search);

  /** Removes files deleted more than 30 days ago: rows, then their objects. */
  async function purge(orgId: number): Promise<void> {
    const gone = await db
      .delete(diskItems)
      .where(
        and(
          eq(diskItems.orgId, orgId),
          lt(diskItems.deletedAt, new Date(clock().getTime() - DISK_TRASH_DAYS * DAY_MS)),
        ),
      )
      .returning({ id: diskItems.id, key: diskItems.storageKey });
    for (const { key } of gone) if (key) await sink.remove(key);
    if (gone.length > 0)
      await search.remove(
        'schoolFile',
        gone.map((g) => g.id),
      );
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

  const record = createDiskRecorder({ db, database, clock, index });

  return {
    item,
    usage,
    limitOf,
    record,

    async list(
      orgId: number,
      userId: number,
      opts: { folderId?: string; query?: string; trash?: boolean },
    ) {
      await purge(orgId);
      const fields = { item: diskItems, uploaderName: users.uname };
      const query = opts.query?.trim();
      let ranked: string[] = [];
      let where;
      if (opts.trash) where = and(eq(diskItems.orgId, orgId), isNotNull(diskItems.deletedAt));
      else if (query) {
        const like = `%${likeLiteral(query)}%`;
        ranked = await searchFiles(orgId, userId, query);
        // Words through the index; a substring of a name or text (half a word) by LIKE.
        where = and(
          eq(diskItems.orgId, orgId),
          isNull(diskItems.deletedAt),
          or(
            ilike(diskItems.name, like),
            ilike(diskItems.text, like),
            ranked.length > 0 ? inArray(diskItems.id, ranked) : undefined,
          ),
        );
      } else {
        const parent = await folder(orgId, opts.folderId);
        where = and(
          eq(diskItems.orgId, orgId),
          isNull(diskItems.deletedAt),
          parent === null ? isNull(diskItems.parentId) : eq(diskItems.parentId, parent),
        );
      }
      const rows = await db
        .select(fields)
        .from(diskItems)
        .leftJoin(users, eq(users.id, diskItems.uploaderId))
        .where(where)
        .orderBy(
          opts.trash ? desc(diskItems.deletedAt) : desc(sql`${diskItems.type} = 'folder'`),
          asc(diskItems.name),
        )
        .limit(500);
      const path: { id: string; name: string }[] = [];
      let cursor = opts.trash || query ? undefined : opts.folderId;
      while (cursor) {
        const row = await item(orgId, cursor);
        path.unshift({ id: row.id, name: row.name });
        cursor = row.parentId ?? undefined;
      }
      if (ranked.length > 0) {
        const rank = (id: string) => {
          const i = ranked.indexOf(id);
          return i === -1 ? ranked.length : i;
        };
        rows.sort((a, b) => rank(a.item.id) - rank(b.item.id));
      }
      return {
        items: rows.map((r) => ({ ...r.item, uploaderName: r.uploaderName ?? '' })),
        path,
        ...(await usage(orgId)),
      };
    },

    async createFolder(orgId: number, userId: number, parentId: string | undefined, name: string) {
      const parent = await folder(orgId, parentId);
      const [clash] = await db
        .select({ id: diskItems.id })
        .from(diskItems)
        .where(
          and(
            eq(diskItems.orgId, orgId),
            isNull(diskItems.deletedAt),
            parent === null ? isNull(diskItems.parentId) : eq(diskItems.parentId, parent),
            eq(diskItems.name, name),
          ),
        );
      if (clash) throw new DomainError(Code.CONFLICT, SCHOOL_MESSAGES.nameTaken);
      const [row] = await db
        .insert(diskItems)
        .values({
          orgId,
          parentId: parent,
          type: 'folder',
          name,
          uploaderId: userId,
          createdAt: clock(),
        })
        .returning();
      return row as DiskRow;
    },

    /** Checks a folder id before an upload's body is read. */
    folder,

    receive: (kind: DiskKind, source: Readable): Promise<ReceivedFile> =>
      receiveToTemp(source, { tempDir, maxBytes: limitOf(kind) }),

    /** Receives a school image (logo, background) to a temp file, refusing it past `max`. */
    receiveImage: (source: Readable, max: number): Promise<ReceivedFile> =>
      receiveToTemp(source, { tempDir, maxBytes: max }),

    async discard(received: ReceivedFile | undefined) {
      if (received) await rm(received.path, { force: true });
    },

    /**
     * Inspects and stores a received file ({@link record}: the quota under the school's row
     * lock). The temp file is removed whatever happens. @throws IntakeError, DomainError
     */
    async accept(input: {
      orgId: number;
      userId: number;
      parentId: string | null;
      kind: DiskKind;
      name: string;
      ext: string;
      received: ReceivedFile;
      extract?: (row: DiskRow) => void;
    }): Promise<DiskRow> {
      const { received } = input;
      try {
        let format: string;
        let mime: string;
        if (input.kind === 'video') {
          if (received.size === 0) throw new IntakeError('empty');
          const sniffed = await fileTypeFromFile(received.path);
          if (!sniffed || sniffed.ext !== input.ext.toLowerCase()) {
            throw new IntakeError('mismatch', SCHOOL_MESSAGES.videoInvalid);
          }
          format = sniffed.ext;
          mime = sniffed.mime;
        } else {
          ({ format, mime } = await inspectFile(received.path, {
            kind: input.kind,
            ext: input.ext,
            size: received.size,
          }));
        }
        return await record({ ...input, format, mime, size: received.size }, (storageKey) =>
          sink.put(storageKey, received.path, mime),
        );
      } finally {
        await rm(received.path, { force: true });
      }
    },

    /** To the 回收站 with everything under it (the uploader or an admin). */
    async trash(orgId: number, userId: number, isAdmin: boolean, id: string): Promise<void> {
      const row = await item(orgId, id);
      if (!isAdmin && row.uploaderId !== userId) {
        throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.notAdmin);
      }
      const ids = await subtree(orgId, id);
      const now = clock();
      for (const each of ids) {
        await db.update(diskItems).set({ deletedAt: now }).where(eq(diskItems.id, each));
      }
      await search.remove('schoolFile', ids);
    },

    /** Back from the 回收站 (to the top when its folder is gone), with what went with it. */
    async restore(orgId: number, id: string): Promise<DiskRow> {
      const row = await item(orgId, id, true);
      let parentId = row.parentId;
      if (parentId) {
        const [parent] = await db
          .select({ id: diskItems.id })
          .from(diskItems)
          .where(and(eq(diskItems.id, parentId), isNull(diskItems.deletedAt)));
        if (!parent) parentId = null;
      }
      await db
        .update(diskItems)
        .set({ deletedAt: null })
        .where(
          and(
            eq(diskItems.orgId, orgId),
            eq(diskItems.deletedAt, row.deletedAt as Date),
            sql`${diskItems.id} <> ${id}`,
          ),
        );
      const [restored] = await db
        .update(diskItems)
        .set({ deletedAt: null, parentId })
        .where(eq(diskItems.id, id))
        .returning();
      const back = await db
        .select()
        .from(diskItems)
        .where(
          and(eq(diskItems.orgId, orgId), isNull(diskItems.deletedAt), eq(diskItems.type, 'file')),
        );
      for (const file of back) await index(file);
      return restored as DiskRow;
    },

    read: (row: DiskRow) => sink.read(row.storageKey),
    /** Bytes `start..end` of a file, asked of the store as a range (OSS range GET). */
    readRange: (row: DiskRow, start: number, end: number) =>
      sink.readRange(row.storageKey, start, end),

    /** Stores a file's text and indexes it (a file gone to the 回收站 meanwhile stays out). */
    async setText(id: string, text: string): Promise<void> {
      const [row] = await db
        .update(diskItems)
        .set({ text })
        .where(and(eq(diskItems.id, id), isNull(diskItems.deletedAt)))
        .returning();
      if (row) await index(row);
    },
  };
}

export type DiskService = ReturnType<typeof createDiskService>;
