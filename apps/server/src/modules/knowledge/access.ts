import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { BUILTIN_LIBRARY_ID } from './builtin';
import {
  MSG_BUILTIN_READONLY,
  MSG_DEFAULT_LIBRARY,
  MSG_DOCUMENT_NOT_FOUND,
  MSG_LIBRARY_NOT_FOUND,
} from './messages';
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
 * Who may read what: a teacher reads their own libraries and documents and the built-in ones,
 * and changes only their own.
 */
export function createLibraryAccess(db: Db) {
  /** The teacher's libraries, the default one made on first use; the built-in one last. */
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
    return [...own, ...builtin];
  }

  /** A library the teacher may read (their own or the built-in one). */
  async function readableLibrary(uid: number, id: string): Promise<LibraryRow> {
    if (!UUID.test(id)) throw notFound();
    const [row] = await db
      .select()
      .from(knowledgeLibraries)
      .where(
        and(
          eq(knowledgeLibraries.id, id),
          or(eq(knowledgeLibraries.ownerUid, uid), isNull(knowledgeLibraries.ownerUid)),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  async function ownLibrary(uid: number, id: string): Promise<LibraryRow> {
    const row = await readableLibrary(uid, id);
    if (row.ownerUid === null) throw new KnowledgeError('invalid', MSG_BUILTIN_READONLY);
    return row;
  }

  async function readableDocument(uid: number, id: string): Promise<DocumentRow> {
    if (!UUID.test(id)) throw notFound(MSG_DOCUMENT_NOT_FOUND);
    const [row] = await db
      .select()
      .from(knowledgeDocuments)
      .where(
        and(
          eq(knowledgeDocuments.id, id),
          or(eq(knowledgeDocuments.ownerUid, uid), isNull(knowledgeDocuments.ownerUid)),
        ),
      );
    if (!row) throw notFound(MSG_DOCUMENT_NOT_FOUND);
    return row;
  }

  return { libraries, readableLibrary, ownLibrary, readableDocument };
}

export type LibraryAccess = ReturnType<typeof createLibraryAccess>;
