import { and, asc, desc, eq } from 'drizzle-orm';
import type { StructuredOutput } from '../../ai/structured/provider';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs';
import type { ObjectSink } from '../../platform/intake';
import type { SearchIndex } from '../../platform/search';
import { files } from '../files';
import {
  createLibraryAccess,
  KnowledgeError,
  notFound,
  UUID,
  type DocumentRow,
  type LibraryRow,
} from './access';
import { createAnswers } from './answers';
import { checkPageUrl, PageFetchError } from './fetch-page';
import { createIndexer } from './indexing';
import { createSchoolLibraries } from './school-library';
import {
  MSG_BUILTIN_READONLY,
  MSG_FILE_NOT_DOCUMENT,
  MSG_FILE_NOT_FOUND,
  MSG_SCHOOL_READONLY,
  MSG_TOO_MANY_LIBRARIES,
} from './messages';
import { knowledgeDocuments, knowledgeLibraries, knowledgePassages } from './tables';

export { KnowledgeError, type DocumentRow, type LibraryRow, type PassageRow } from './access';
export { ANSWER_PASSAGES, type LibraryScope, type PassageHit } from './answers';
export { INDEX_JOB, indexJobKey } from './indexing';

const DOCUMENT_FORMATS = new Set(['docx', 'pdf', 'pptx', 'txt', 'md']);
export const MAX_LIBRARIES = 20;

export interface KnowledgeServiceDeps {
  db: Db;
  search: SearchIndex;
  jobs: JobQueue;
  sink: ObjectSink;
  structured: StructuredOutput;
  allowPrivateUrls?: boolean;
  fetchTimeoutMs?: number;
}

export function createKnowledgeService({
  db,
  search,
  jobs,
  sink,
  structured,
  allowPrivateUrls = false,
  fetchTimeoutMs,
}: KnowledgeServiceDeps) {
  const indexer = createIndexer({ db, search, jobs, sink, allowPrivateUrls, fetchTimeoutMs });
  const { enqueueIndex, removeFromIndex } = indexer;
  const school = createSchoolLibraries({ db, enqueueIndex, removeFromIndex });
  const access = createLibraryAccess(db, school);
  const { libraries, readableLibrary, ownLibrary, readableDocument } = access;
  const answers = createAnswers({ db, search, structured, access, school });

  return {
    libraries,
    readableLibrary,
    async createLibrary(uid: number, name: string) {
      const own = (await libraries(uid)).filter((l) => l.ownerUid === uid);
      if (own.length >= MAX_LIBRARIES) throw new KnowledgeError('invalid', MSG_TOO_MANY_LIBRARIES);
      const [row] = await db.insert(knowledgeLibraries).values({ ownerUid: uid, name }).returning();
      return row as LibraryRow;
    },

    async deleteLibrary(uid: number, id: string) {
      await ownLibrary(uid, id);
      const docs = await db
        .select({ id: knowledgeDocuments.id })
        .from(knowledgeDocuments)
        .where(eq(knowledgeDocuments.libraryId, id));
      await removeFromIndex(docs.map((d) => d.id));
      await db.delete(knowledgeLibraries).where(eq(knowledgeLibraries.id, id));
    },

    async documents(uid: number, libraryId: string): Promise<DocumentRow[]> {
      const library = await readableLibrary(uid, libraryId);
      if (library.orgId !== null) await school.sync(library.orgId);
      const rows = await db
        .select()
        .from(knowledgeDocuments)
        .where(eq(knowledgeDocuments.libraryId, libraryId))
        .orderBy(desc(knowledgeDocuments.createdAt));
      if (library.orgId === null) return rows;
      // Files of folders the teacher does not see on the disk are absent here too.
      const readable = await school.readable(uid, rows);
      return rows.filter((r) => readable.has(r.id));
    },

    async document(uid: number, id: string) {
      const doc = await readableDocument(uid, id);
      const passages = await db
        .select()
        .from(knowledgePassages)
        .where(eq(knowledgePassages.documentId, id))
        .orderBy(asc(knowledgePassages.ordinal));
      return { doc, passages };
    },

    /** Adds an uploaded document (`/v1/file/upload`, kind document) and enqueues its indexing. */
    async addFile(uid: number, libraryId: string, fileId: string): Promise<DocumentRow> {
      await ownLibrary(uid, libraryId);
      if (!UUID.test(fileId)) throw notFound(MSG_FILE_NOT_FOUND);
      const [file] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.ownerUid, uid)));
      if (!file) throw notFound(MSG_FILE_NOT_FOUND);
      if (file.kind !== 'document' || !DOCUMENT_FORMATS.has(file.format))
        throw new KnowledgeError('invalid', MSG_FILE_NOT_DOCUMENT);
      const [existing] = await db
        .select()
        .from(knowledgeDocuments)
        .where(
          and(eq(knowledgeDocuments.libraryId, libraryId), eq(knowledgeDocuments.fileId, fileId)),
        );
      if (existing) return existing;
      const [doc] = await db
        .insert(knowledgeDocuments)
        .values({
          libraryId,
          ownerUid: uid,
          source: 'file',
          fileId,
          title: file.name.replace(/\.[^.]+$/, ''),
          format: file.format,
        })
        .returning();
      await enqueueIndex(doc as DocumentRow);
      return doc as DocumentRow;
    },

    /** Adds a web page by URL; the page is fetched by the index job. */
    async addUrl(uid: number, libraryId: string, raw: string): Promise<DocumentRow> {
      await ownLibrary(uid, libraryId);
      let url: URL;
      try {
        url = checkPageUrl(raw, allowPrivateUrls);
      } catch (error) {
        if (error instanceof PageFetchError) throw new KnowledgeError('invalid', error.message);
        throw error;
      }
      const [doc] = await db
        .insert(knowledgeDocuments)
        .values({
          libraryId,
          ownerUid: uid,
          source: 'url',
          url: url.toString(),
          title: url.hostname + url.pathname.replace(/\/$/, ''),
          format: 'html',
        })
        .returning();
      await enqueueIndex(doc as DocumentRow);
      return doc as DocumentRow;
    },

    async deleteDocument(uid: number, id: string) {
      const doc = await readableDocument(uid, id);
      if (doc.source === 'disk') throw new KnowledgeError('invalid', MSG_SCHOOL_READONLY);
      if (doc.ownerUid === null) throw new KnowledgeError('invalid', MSG_BUILTIN_READONLY);
      await removeFromIndex([id]);
      await db.delete(knowledgeDocuments).where(eq(knowledgeDocuments.id, id));
    },

    index: indexer.index,
    /** Brings a school's 学校资料库 in step with its disk (the school-sync job's work). */
    syncSchool: school.sync,
    seedBuiltin: indexer.seedBuiltin,
    searchPassages: answers.searchPassages,
    ask: answers.ask,
    getConfig: answers.getConfig,
    setConfig: answers.setConfig,
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
