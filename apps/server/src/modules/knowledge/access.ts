import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { BUILTIN_LIBRARY_ID } from './builtin';
import {
  MSG_BUILTIN_READONLY,
  MSG_DEFAULT_LIBRARY,
  MSG_DOCUMENT_NOT_FOUND,
  MSG_LIBRARY_NOT_FOUND,
  MSG_SCHOOL_READONLY,
} from './messages';
import type { SchoolLibraries } from './school-library';
import type { knowledgePassages } from './tables';
import { knowledgeDocuments, knowledgeLibraries } from './tables';

export type LibraryRow = typeof knowledgeLibraries.$inferSelect;
export type DocumentRow = typeof knowledgeDocuments.$inferSelect;
export type PassageRow = typeof knowledgePassages.$inferSelect;

/** A refusal of the knowledge area: `code` 40004 (not found) or 40001 (invalid). */
export class KnowledgeError extends Error {
  constructor(
    readonly code: 'not-found' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'KnowledgeError';
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A not-found refusal (the library's message unless another is given). */
export const notFound = (message = MSG_LIBRARY_NOT_FOUND) =>
  new KnowledgeError('not-found', message);

/**
 * Who may read what: a teacher reads their own libraries and documents, their schools'
 * 学校资料库 (files of folders they see on the disk) and the built-in one, and changes only their
 * own.
 */
export function createLibraryAccess(db: Db, school: SchoolLibraries) {
  /**
   * The teacher's libraries, the default one made on first use; then their schools' 学校资料库;
   * the built-in one last.
   */
  async function libraries(uid: number): Promise<LibraryRow[]> {
    let own = await db
      .select()
      .from(knowledgeLibraries)
      .where(eq(knowledgeLibraries.ownerUid, uid))
      .orderBy(asc(knowledgeLibraries.createdAt));
    if (own.length === 0) {
      await db.insert(knowledgeLibraries).values({ ownerUid: uid, name: MSG_DEFAULT_LIBRARY });
      own = await db.select().from(knowledgeLibraries).where(eq(knowledgeLibraries.ownerUid, uid));
    }
    const builtin = await db
      .select()
      .from(knowledgeLibraries)
      .where(eq(knowledgeLibraries.id, BUILTIN_LIBRARY_ID));
    return [...own, ...(await school.librariesOf(uid)), ...builtin];
  }

  /** Whether the teacher reads the library: their own, their school's, or the built-in one. */
  async function reads(uid: number, row: LibraryRow): Promise<boolean> {
    if (row.ownerUid === uid || row.id === BUILTIN_LIBRARY_ID) return true;
    return row.orgId !== null && (await school.memberships(uid)).has(row.orgId);
  }

  /** A library the teacher may read (else 40004, as if absent). */
  async function readableLibrary(uid: number, id: string): Promise<LibraryRow> {
    if (!UUID.test(id)) throw notFound();
    const [row] = await db.select().from(knowledgeLibraries).where(eq(knowledgeLibraries.id, id));
    if (!row || !(await reads(uid, row))) throw notFound();
    return row;
  }

  async function ownLibrary(uid: number, id: string): Promise<LibraryRow> {
    const row = await readableLibrary(uid, id);
    if (row.orgId !== null) throw new KnowledgeError('invalid', MSG_SCHOOL_READONLY);
    if (row.ownerUid === null) throw new KnowledgeError('invalid', MSG_BUILTIN_READONLY);
    return row;
  }

  /**
   * A document the teacher may read: their own, a built-in one, or one of their school's of a
   * live disk file in a folder they see (else 40004).
   */
  async function readableDocument(uid: number, id: string): Promise<DocumentRow> {
    if (!UUID.test(id)) throw notFound(MSG_DOCUMENT_NOT_FOUND);
    const [row] = await db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, id));
    if (!row) throw notFound(MSG_DOCUMENT_NOT_FOUND);
    if (row.ownerUid === uid || row.libraryId === BUILTIN_LIBRARY_ID) return row;
    if (row.source === 'disk' && (await school.readable(uid, [row])).has(row.id)) return row;
    throw notFound(MSG_DOCUMENT_NOT_FOUND);
  }

  return { libraries, readableLibrary, ownLibrary, readableDocument };
}

export type LibraryAccess = ReturnType<typeof createLibraryAccess>;
