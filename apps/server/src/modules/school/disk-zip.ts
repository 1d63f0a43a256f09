import type { Readable } from 'node:stream';
import {
  Code,
  DISK_ZIP_MAX_BYTES,
  DISK_ZIP_MAX_FILES,
  diskFreeName,
  SCHOOL_MESSAGES,
  type DiskAccess,
} from '@aita/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { diskItems } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import type { DiskTree } from './disk-tree';

/** One entry of a .zip: a file (its object) or an empty folder, at its path inside the zip. */
export type ZipEntry =
  | { kind: 'file'; path: string; storageKey: string; size: number; mtime: Date }
  | { kind: 'folder'; path: string; mtime: Date };

export interface ZipPlan {
  entries: ZipEntry[];
  files: number;
  bytes: number;
}

/**
 * A name as one segment of a path inside the zip: disk names hold no `/` or control characters
 * (the name rules), but a backslash is a separator on Windows and `.`/`..` would climb out.
 */
const segment = (name: string) =>
  name === '.' || name === '..' ? name.replace(/\./g, '_') : name.replace(/\\/g, '_');

/**
 * 打包下载 (docs/school.md "打包下载"): the folders and files asked for, as the caller sees them,
 * laid out as paths (`语文组/教案/第一课.docx`; empty folders kept), within
 * {@link DISK_ZIP_MAX_FILES} files and {@link DISK_ZIP_MAX_BYTES} bytes, then streamed with yazl
 * (names in UTF-8 with the language-encoding flag, bit 11, so Windows shows Chinese names).
 */
export function createDiskZip({
  db,
  tree,
  maxFiles = DISK_ZIP_MAX_FILES,
  maxBytes = DISK_ZIP_MAX_BYTES,
}: {
  db: Db;
  tree: DiskTree;
  /** The limits (tests lower them; the messages name the defaults). */
  maxFiles?: number;
  maxBytes?: number;
}) {
  return {
    /** What the zip holds, or 40004 for an item not seen, 40001 past a limit or with no file. */
    async plan(orgId: number, access: DiskAccess, ids: readonly string[]): Promise<ZipPlan> {
      const roots = [];
      for (const id of new Set(ids)) roots.push(await tree.visible(orgId, access, id));
      const live = await db
        .select({
          id: diskItems.id,
          parentId: diskItems.parentId,
          type: diskItems.type,
          name: diskItems.name,
          size: diskItems.size,
          storageKey: diskItems.storageKey,
          createdAt: diskItems.createdAt,
        })
        .from(diskItems)
        .where(and(eq(diskItems.orgId, orgId), isNull(diskItems.deletedAt)));
      const children = new Map<string, typeof live>();
      for (const row of live) {
        if (!row.parentId) continue;
        const list = children.get(row.parentId) ?? [];
        list.push(row);
        children.set(row.parentId, list);
      }
      const entries: ZipEntry[] = [];
      let files = 0;
      let bytes = 0;
      const add = (row: (typeof live)[number], path: string) => {
        if (row.type === 'file') {
          files += 1;
          bytes += row.size;
          if (files > maxFiles) {
            throw new DomainError(Code.INVALID_PARAM, SCHOOL_MESSAGES.zipTooMany);
          }
          if (bytes > maxBytes) {
            throw new DomainError(Code.INVALID_PARAM, SCHOOL_MESSAGES.zipTooLarge);
          }
          entries.push({
            kind: 'file',
            path,
            storageKey: row.storageKey,
            size: row.size,
            mtime: row.createdAt,
          });
          return;
        }
        // A folder hidden from the caller is left out with everything under it.
        const inside = (children.get(row.id) ?? []).filter(
          (c) => c.type === 'file' || access.canSee(c.id),
        );
        if (inside.length === 0) entries.push({ kind: 'folder', path, mtime: row.createdAt });
        for (const child of inside) add(child, `${path}/${segment(child.name)}`);
      };
      // Items chosen from a search may share a name: the later ones are numbered, “名称（1）”.
      const top = new Set<string>();
      for (const root of roots) {
        const name = diskFreeName(segment(root.name), top, root.type === 'file');
        top.add(name);
        add(root, name);
      }
      if (files === 0) throw new DomainError(Code.INVALID_PARAM, SCHOOL_MESSAGES.zipEmpty);
      return { entries, files, bytes };
    },

    /**
     * The zip as a stream, and its exact length: entries are stored (the disk's files are mostly
     * docx, pptx, pdf, mp4, already compressed), so yazl knows the size before the first byte.
     * Objects are opened one at a time, when their turn comes. yazl is imported on the first zip.
     */
    async stream(
      plan: ZipPlan,
      open: (storageKey: string) => Promise<Readable>,
    ): Promise<{ output: Readable; size: number }> {
      const { default: yazl } = await import('yazl');
      const zip = new yazl.ZipFile();
      for (const entry of plan.entries) {
        if (entry.kind === 'folder') {
          zip.addEmptyDirectory(entry.path, { mtime: entry.mtime });
          continue;
        }
        zip.addReadStreamLazy(
          entry.path,
          { mtime: entry.mtime, compress: false, size: entry.size },
          (cb) => {
            open(entry.storageKey).then(
              (stream) => cb(null, stream),
              (error: unknown) => cb(error as Error, undefined as unknown as Readable),
            );
          },
        );
      }
      const output = zip.outputStream as unknown as Readable;
      // An object that cannot be read ends the download (the browser shows it as failed).
      zip.on('error', (error: Error) => output.destroy(error));
      let size = -1;
      const onSize = (total: number) => {
        size = total;
      };
      // Called at once (no addFile entries); @types/yazl leaves out the callback's argument.
      zip.end(undefined, onSize as unknown as () => void);
      return { output, size };
    },
  };
}

export type DiskZip = ReturnType<typeof createDiskZip>;
