import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DISK_VIDEO_MAX_BYTES,
  SCHOOL_MESSAGES,
  Code,
  createDiskAccess,
  type DiskAccess,
  type DiskFolderRule,
} from '@aita/core';
import { fileTypeFromFile } from 'file-type';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { diskItems, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import {
  IntakeError,
  inspectFile,
  receiveToTemp,
  type FileKind,
  type ObjectSink,
  type ReceivedFile,
} from '../../platform/intake';
import type { SearchIndex } from '../../platform/search';
import { createDiskEdit } from './disk-edit';
import type { DiskKind } from './disk-kinds';
import { createDiskRecorder } from './disk-record';
import { createDiskSearch } from './disk-search';
import { createDiskTrash } from './disk-trash';
import { createDiskZip } from './disk-zip';
import { createDiskTree, type DiskRow } from './disk-tree';

export type { DiskRow } from './disk-tree';
export type { DiskBatchOutcome } from './disk-edit';
export { diskKindOf, type DiskKind } from './disk-kinds';

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

  const tree = createDiskTree(db);
  const { item, folder, usage, visible, visibleFolder } = tree;
  const { index, find: searchFiles } = createDiskSearch(search);
  const record = createDiskRecorder({ db, database, clock, index, tree });
  const trashBin = createDiskTrash({ db, database, clock, sink, search, tree, index });
  const zip = createDiskZip({ db, tree });
  const edit = createDiskEdit({ db, database, clock, tree, index, trash: trashBin.trash });

  return {
    item,
    usage,
    limitOf,
    record,
    visible,
    visibleFolder,

    /**
     * What the member may do, folder by folder (docs/school.md "Folder permissions"), from every
     * folder of the school (those in the 回收站 too, so their files are judged alike).
     */
    async accessFor(orgId: number, userId: number, isAdmin: boolean): Promise<DiskAccess> {
      const rows = await db
        .select({
          id: diskItems.id,
          parentId: diskItems.parentId,
          see: diskItems.seeAccess,
          upload: diskItems.uploadAccess,
          managerIds: diskItems.managerIds,
        })
        .from(diskItems)
        .where(and(eq(diskItems.orgId, orgId), eq(diskItems.type, 'folder')));
      return createDiskAccess(
        rows.map((r): DiskFolderRule => ({
          ...r,
          see: r.see === 'managers' ? 'managers' : 'all',
          upload: r.upload === 'managers' ? 'managers' : 'all',
        })),
        { userId, isAdmin },
      );
    },

    /** Refuses an upload or a new folder in `parentId` the caller may not add to (40003). */
    ensureUpload(access: DiskAccess, parentId: string | null): void {
      if (!access.canUpload(parentId)) {
        throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.noUpload);
      }
    },

    /** Names of users by id (folder 负责人). */
    async names(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, uname: users.uname })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.uname]));
    },

    /** Every live folder the caller sees, with whether they may add to it (the move dialog). */
    async folders(orgId: number, access: DiskAccess) {
      const rows = await db
        .select({ id: diskItems.id, name: diskItems.name, parentId: diskItems.parentId })
        .from(diskItems)
        .where(
          and(
            eq(diskItems.orgId, orgId),
            eq(diskItems.type, 'folder'),
            isNull(diskItems.deletedAt),
          ),
        )
        .orderBy(asc(diskItems.name))
        .limit(2000);
      const live = new Set(rows.map((r) => r.id));
      // A folder under one in the 回收站 is not reachable.
      const reachable = (id: string) => access.chain(id).every((f) => live.has(f.id));
      return rows
        .filter((r) => access.canSee(r.id) && reachable(r.id))
        .map((r) => ({ ...r, canUpload: access.canUpload(r.id) }));
    },

    ...edit,

    async list(
      orgId: number,
      userId: number,
      access: DiskAccess,
      opts: { folderId?: string; query?: string; trash?: boolean },
    ) {
      await trashBin.purge(orgId);
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
        const parent = await visibleFolder(orgId, access, opts.folderId);
        where = and(
          eq(diskItems.orgId, orgId),
          isNull(diskItems.deletedAt),
          parent === null ? isNull(diskItems.parentId) : eq(diskItems.parentId, parent),
        );
      }
      const rows = (
        await db
          .select(fields)
          .from(diskItems)
          .leftJoin(users, eq(users.id, diskItems.uploaderId))
          .where(where)
          .orderBy(
            opts.trash ? desc(diskItems.deletedAt) : desc(sql`${diskItems.type} = 'folder'`),
            asc(diskItems.name),
          )
          .limit(500)
      ).filter(
        ({ item: r }) => access.canSee(r.parentId) && (r.type !== 'folder' || access.canSee(r.id)),
      );
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

    /** 打包下载: what a .zip of these items holds, and its stream. */
    zip,
    trash: trashBin.trash,
    restore: trashBin.restore,
    emptyTrash: trashBin.empty,
    purgeTrashItem: trashBin.purgeOne,
    /** Every school's items deleted 30 days ago (the hourly sweep). */
    purgeAll: () => trashBin.purge(),

    read: (row: DiskRow) => sink.read(row.storageKey),
    /** The file's bytes as a stream (OSS: a range GET at a time). */
    readStream: (row: DiskRow) => sink.readStream(row.storageKey),
    /** An object of the disk by its key, as a stream (the .zip's files). */
    readObject: (storageKey: string) => sink.readStream(storageKey),
    /**
     * Aliyun OSS mode: a URL of the bucket signed until `expires` (Unix seconds) that answers
     * with these headers (`content-disposition` with the original name); undefined with the
     * built-in store.
     */
    signedUrl: (row: DiskRow, expires: number, response: Record<string, string>) =>
      sink.signedUrl(row.storageKey, { expires, response }),
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
