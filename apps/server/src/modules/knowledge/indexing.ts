import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs';
import { ExtractError, type ObjectSink } from '../../platform/intake';
import type { SearchIndex } from '../../platform/search';
import { diskItems } from '../../db/schema';
import { files } from '../files';
import type { DocumentRow } from './access';
import { BUILTIN_DOCUMENTS, BUILTIN_LIBRARY_ID } from './builtin';
import { fetchPage, PageFetchError } from './fetch-page';
import {
  MSG_BUILTIN_LIBRARY,
  MSG_EMPTY_DOCUMENT,
  MSG_FILE_NOT_FOUND,
  MSG_READ_FAILED,
} from './messages';
import { splitPassages } from './passages';
import { readStructure, type KnowledgeFormat } from './structure';
import {
  knowledgeDocuments,
  knowledgeLibraries,
  knowledgePassages,
  type KnowledgeBlock,
} from './tables';

/** The job kind that reads, splits and indexes one document. */
export const INDEX_JOB = 'knowledge.index';
export const indexJobKey = (documentId: string): string => `kdoc:${documentId}`;

/** A refusal of the knowledge area: `code` 40004 (not found) or 40001 (invalid). */
export interface IndexerDeps {
  db: Db;
  search: SearchIndex;
  jobs: JobQueue;
  sink: ObjectSink;
  allowPrivateUrls: boolean;
  fetchTimeoutMs?: number;
}

/**
 * Reading documents into passages and keeping the search index in step: the index job's work,
 * removal, and the built-in library written once.
 */
export function createIndexer({
  db,
  search,
  jobs,
  sink,
  allowPrivateUrls,
  fetchTimeoutMs,
}: IndexerDeps) {
  async function enqueueIndex(doc: DocumentRow) {
    await jobs.enqueue(
      INDEX_JOB,
      { documentId: doc.id },
      { ownerUid: doc.ownerUid, dedupeKey: indexJobKey(doc.id) },
    );
  }

  async function removeFromIndex(documentIds: string[]) {
    if (documentIds.length === 0) return;
    const old = await db
      .select({ id: knowledgePassages.id })
      .from(knowledgePassages)
      .where(inArray(knowledgePassages.documentId, documentIds));
    if (old.length > 0)
      await search.remove(
        'knowledge',
        old.map((p) => p.id),
      );
  }

  /** Writes a document's blocks and passages and indexes them (replacing what was there). */
  async function store(doc: DocumentRow, blocks: KnowledgeBlock[], pages: number, title?: string) {
    const drafts = splitPassages(blocks);
    await removeFromIndex([doc.id]);
    await db.delete(knowledgePassages).where(eq(knowledgePassages.documentId, doc.id));
    const rows =
      drafts.length === 0
        ? []
        : await db
            .insert(knowledgePassages)
            .values(drafts.map((d) => ({ documentId: doc.id, ...d })))
            .returning();
    const docTitle = title ?? doc.title;
    // A 学校资料库's passages are seen by the school's members (`org`), as its disk files are.
    const [library] = await db
      .select({ orgId: knowledgeLibraries.orgId })
      .from(knowledgeLibraries)
      .where(eq(knowledgeLibraries.id, doc.libraryId));
    const orgId = library?.orgId ?? null;
    await db
      .update(knowledgeDocuments)
      .set({
        status: 'done',
        error: null,
        blocks,
        pages,
        passageCount: rows.length,
        title: docTitle,
      })
      .where(eq(knowledgeDocuments.id, doc.id));
    // After the rows are written, not inside a transaction (docs/architecture/search.md).
    for (let i = 0; i < rows.length; i += 64) {
      await search.upsert(
        rows.slice(i, i + 64).map((p) => ({
          kind: 'knowledge' as const,
          refId: p.id,
          ownerUid: doc.ownerUid,
          ...(orgId !== null
            ? { orgId, visibility: 'org' as const }
            : {
                visibility: doc.ownerUid === null ? ('public' as const) : ('private' as const),
              }),
          title: p.heading ? `${docTitle} ${p.heading}` : docTitle,
          body: p.text,
        })),
      );
    }
    return rows.length;
  }

  async function fail(id: string, message: string) {
    await db
      .update(knowledgeDocuments)
      .set({ status: 'failed', error: message })
      .where(eq(knowledgeDocuments.id, id));
  }

  return {
    enqueueIndex,
    removeFromIndex,

    /**
     * The index job's work: read the document's structure, split, index. Idempotent (passages
     * of the document are replaced). Returns a Chinese failure for the teacher, or the count.
     */
    async index(
      documentId: string,
      signal: AbortSignal,
      progress: (percent: number, stage: 'reading' | 'fetching' | 'indexing') => Promise<void>,
    ): Promise<{ passages: number; failed?: string }> {
      const [doc] = await db
        .select()
        .from(knowledgeDocuments)
        .where(eq(knowledgeDocuments.id, documentId));
      if (!doc) return { passages: 0 };
      try {
        let bytes: Buffer;
        let format: KnowledgeFormat;
        if (doc.source === 'url' && doc.url) {
          await progress(10, 'fetching');
          const page = await fetchPage(doc.url, {
            allowPrivate: allowPrivateUrls,
            signal,
            timeoutMs: fetchTimeoutMs,
          });
          bytes = page.bytes;
          format = page.contentType === 'text/plain' ? 'txt' : 'html';
        } else if (doc.source === 'disk') {
          const [item] = doc.diskItemId
            ? await db
                .select()
                .from(diskItems)
                .where(and(eq(diskItems.id, doc.diskItemId), isNull(diskItems.deletedAt)))
            : [];
          if (!item) {
            await fail(doc.id, MSG_FILE_NOT_FOUND);
            return { passages: 0, failed: MSG_FILE_NOT_FOUND };
          }
          await progress(10, 'reading');
          bytes = await sink.read(item.storageKey);
          format = item.format as KnowledgeFormat;
        } else {
          const [file] = doc.fileId
            ? await db.select().from(files).where(eq(files.id, doc.fileId))
            : [];
          if (!file) {
            await fail(doc.id, MSG_FILE_NOT_FOUND);
            return { passages: 0, failed: MSG_FILE_NOT_FOUND };
          }
          await progress(10, 'reading');
          bytes = await sink.read(file.storageKey);
          format = file.format as KnowledgeFormat;
        }
        await progress(40, 'reading');
        const structure = await readStructure({ bytes, format }, { signal });
        if (structure.blocks.length === 0) {
          await fail(doc.id, MSG_EMPTY_DOCUMENT);
          return { passages: 0, failed: MSG_EMPTY_DOCUMENT };
        }
        await progress(70, 'indexing');
        const passages = await store(doc, structure.blocks, structure.pages, structure.title);
        return { passages };
      } catch (error) {
        if (error instanceof PageFetchError) {
          await fail(doc.id, error.message);
          return { passages: 0, failed: error.message };
        }
        if (error instanceof ExtractError && error.reason !== 'aborted') {
          const message = MSG_READ_FAILED[error.reason];
          await fail(doc.id, message);
          return { passages: 0, failed: message };
        }
        throw error;
      }
    },

    /**
     * Writes the built-in library of curriculum-standard excerpts once (fixed ids; a second
     * start, or a second instance, finds it written).
     */
    async seedBuiltin() {
      // Read first: a start on a database already holding them writes nothing (with little disk
      // left the embedded database refuses every write, and the start must still succeed).
      const present = await db
        .select({ id: knowledgeDocuments.id })
        .from(knowledgeDocuments)
        .where(
          and(
            inArray(
              knowledgeDocuments.id,
              BUILTIN_DOCUMENTS.map((b) => b.id),
            ),
            eq(knowledgeDocuments.status, 'done'),
          ),
        );
      if (present.length === BUILTIN_DOCUMENTS.length) return;
      await db
        .insert(knowledgeLibraries)
        .values({ id: BUILTIN_LIBRARY_ID, ownerUid: null, name: MSG_BUILTIN_LIBRARY })
        .onConflictDoNothing();
      for (const builtin of BUILTIN_DOCUMENTS) {
        await db
          .insert(knowledgeDocuments)
          .values({
            id: builtin.id,
            libraryId: BUILTIN_LIBRARY_ID,
            ownerUid: null,
            source: 'builtin',
            title: builtin.title,
            format: 'md',
          })
          .onConflictDoNothing();
        const [doc] = await db
          .select()
          .from(knowledgeDocuments)
          .where(eq(knowledgeDocuments.id, builtin.id));
        // Written and indexed once; a start interrupted half-way finishes the rest next time.
        if (!doc || doc.status === 'done') continue;
        const structure = await readStructure(
          { bytes: Buffer.from(builtin.text), format: 'md' },
          { signal: new AbortController().signal },
        );
        await store(doc, structure.blocks, 0);
      }
    },
  };
}
