import { createDiskAccess, type DiskAccess } from '@aita/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { diskItems, orgMembers } from '../../db/schema';
import { MSG_SCHOOL_LIBRARY } from './messages';
import { knowledgeDocuments, knowledgeLibraries } from './tables';

/**
 * The job kind that brings a school's disk and its 学校资料库 in step (docs/knowledge.md "School
 * library"); the school module enqueues it after an upload or a delete on the disk.
 */
export const SCHOOL_SYNC_JOB = 'knowledge.school-sync';

/** Disk file formats the 学校资料库 reads into passages (those of personal documents). */
export const SCHOOL_DOCUMENT_FORMATS = ['docx', 'pdf', 'pptx', 'txt', 'md'] as const;

/** Whether a disk file of this format is a document of the 学校资料库. */
export const isSchoolDocument = (format: string): boolean =>
  (SCHOOL_DOCUMENT_FORMATS as readonly string[]).includes(format);

type LibraryRow = typeof knowledgeLibraries.$inferSelect;
type DocumentRow = typeof knowledgeDocuments.$inferSelect;

export interface SchoolLibraryDeps {
  db: Db;
  enqueueIndex: (doc: DocumentRow) => Promise<void>;
  removeFromIndex: (documentIds: string[]) => Promise<void>;
}

/**
 * A school's 学校资料库: one library a school (made on first use), whose documents are the
 * disk's live files of the supported formats. Its members read it (folder permissions apply:
 * a file in a folder the member does not see is absent); nobody changes it here.
 */
export function createSchoolLibraries({ db, enqueueIndex, removeFromIndex }: SchoolLibraryDeps) {
  /** The schools the teacher belongs to, with their role. */
  async function memberships(uid: number): Promise<Map<number, boolean>> {
    const rows = await db
      .select({ orgId: orgMembers.orgId, role: orgMembers.role })
      .from(orgMembers)
      .where(eq(orgMembers.userId, uid));
    return new Map(rows.map((r) => [r.orgId, r.role === 'admin']));
  }

  async function libraryOf(orgId: number): Promise<LibraryRow> {
    await db
      .insert(knowledgeLibraries)
      .values({ ownerUid: null, orgId, name: MSG_SCHOOL_LIBRARY })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(knowledgeLibraries)
      .where(eq(knowledgeLibraries.orgId, orgId));
    return row as LibraryRow;
  }

  /** What the member sees on the school's disk (the disk's own folder rules). */
  async function seeing(orgId: number, uid: number, isAdmin: boolean): Promise<DiskAccess> {
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
      rows.map((r) => ({
        ...r,
        see: r.see === 'managers' ? ('managers' as const) : ('all' as const),
        upload: r.upload === 'managers' ? ('managers' as const) : ('all' as const),
      })),
      { userId: uid, isAdmin },
    );
  }

  return {
    memberships,

    /** The 学校资料库 of every school the teacher belongs to. */
    async librariesOf(uid: number): Promise<LibraryRow[]> {
      const orgIds = [...(await memberships(uid)).keys()].sort((a, b) => a - b);
      const rows: LibraryRow[] = [];
      for (const orgId of orgIds) rows.push(await libraryOf(orgId));
      return rows;
    },

    /**
     * Brings the library in step with the disk: a document (pending, its index job enqueued) for
     * each live file of a supported format without one, and the documents of files deleted (in
     * the 回收站) or gone removed with their passages. Idempotent; concurrent runs are safe (one
     * document a disk file, by a unique index).
     */
    async sync(orgId: number): Promise<{ added: number; removed: number }> {
      const library = await libraryOf(orgId);
      const live = await db
        .select({ id: diskItems.id, name: diskItems.name, format: diskItems.format })
        .from(diskItems)
        .where(
          and(
            eq(diskItems.orgId, orgId),
            eq(diskItems.type, 'file'),
            isNull(diskItems.deletedAt),
            inArray(diskItems.format, [...SCHOOL_DOCUMENT_FORMATS]),
          ),
        );
      const docs = await db
        .select({ id: knowledgeDocuments.id, diskItemId: knowledgeDocuments.diskItemId })
        .from(knowledgeDocuments)
        .where(eq(knowledgeDocuments.libraryId, library.id));
      const known = new Set(docs.map((d) => d.diskItemId));
      const liveIds = new Set(live.map((f) => f.id));
      const gone = docs.filter((d) => !d.diskItemId || !liveIds.has(d.diskItemId)).map((d) => d.id);
      if (gone.length > 0) {
        await removeFromIndex(gone);
        await db.delete(knowledgeDocuments).where(inArray(knowledgeDocuments.id, gone));
      }
      const missing = live.filter((f) => !known.has(f.id));
      let added = 0;
      for (let i = 0; i < missing.length; i += 100) {
        const rows = await db
          .insert(knowledgeDocuments)
          .values(
            missing.slice(i, i + 100).map((f) => ({
              libraryId: library.id,
              ownerUid: null,
              source: 'disk',
              diskItemId: f.id,
              title: f.name.replace(/\.[^.]+$/, ''),
              format: f.format,
            })),
          )
          .onConflictDoNothing()
          .returning();
        for (const row of rows) await enqueueIndex(row);
        added += rows.length;
      }
      return { added, removed: gone.length };
    },

    /**
     * Which of the school documents the teacher may read: their school's, of a live disk file
     * in a folder they see. Others are absent to them (40004).
     */
    async readable(uid: number, docs: readonly DocumentRow[]): Promise<Set<string>> {
      const out = new Set<string>();
      const diskIds = docs.map((d) => d.diskItemId).filter((id): id is string => id !== null);
      if (diskIds.length === 0) return out;
      const member = await memberships(uid);
      const files = await db
        .select({ id: diskItems.id, orgId: diskItems.orgId, parentId: diskItems.parentId })
        .from(diskItems)
        .where(and(inArray(diskItems.id, diskIds), isNull(diskItems.deletedAt)));
      const rules = new Map<number, DiskAccess>();
      const visible = new Set<string>();
      for (const file of files) {
        const isAdmin = member.get(file.orgId);
        if (isAdmin === undefined) continue;
        let rule = rules.get(file.orgId);
        if (!rule) {
          rule = await seeing(file.orgId, uid, isAdmin);
          rules.set(file.orgId, rule);
        }
        if (rule.canSee(file.parentId)) visible.add(file.id);
      }
      for (const doc of docs) if (doc.diskItemId && visible.has(doc.diskItemId)) out.add(doc.id);
      return out;
    },
  };
}

export type SchoolLibraries = ReturnType<typeof createSchoolLibraries>;
