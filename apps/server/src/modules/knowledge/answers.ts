import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { StructuredOutput } from '../../ai/structured/provider';
import type { Db } from '../../db/database';
import type { SearchIndex } from '../../platform/search';
import type { Range } from '../../platform/search';
import { citedNumbers } from '../../search';
import { notFound, type LibraryAccess } from './access';
import { BUILTIN_LIBRARY_ID } from './builtin';
import { ANSWER_SYSTEM } from './messages';
import type { SchoolLibraries } from './school-library';
import { knowledgeConfigs, knowledgeDocuments, knowledgePassages } from './tables';

/** Interrogative words and sentence particles removed from a search (not from the question asked). */
const QUESTION_WORDS =
  /为什么|是什么|有什么|什么样|什么|怎么样|怎么办|怎么|怎样|如何|哪些|哪个|哪里|哪儿|多少|请问|吗|呢|吧|[？?！!。，,]/g;

/** The passages as the model is given them, numbered [1]…[n] (document, page, heading, text). */
export function passageContext(hits: readonly PassageHit[]): string {
  return hits
    .map(
      (h, i) =>
        `[${i + 1}] 《${h.documentTitle}》${h.page ? `第${h.page}页` : ''}${h.heading ? ` ${h.heading}` : ''}\n${h.text}`,
    )
    .join('\n\n');
}

/** Passages an answer is given (and cites from). */
export const ANSWER_PASSAGES = 6;

/** One found passage, with where it is and the ranges of the query's words in its snippet. */
export interface PassageHit {
  passageId: string;
  documentId: string;
  documentTitle: string;
  libraryId: string;
  page: number | null;
  blockStart: number;
  blockEnd: number;
  heading: string;
  text: string;
  snippet: string;
  snippetRanges: Range[];
  score: number;
}

/** Which libraries a search may look in: ids (the teacher's own, checked) and the built-in one. */
export interface LibraryScope {
  libraryIds?: readonly string[];
  scope?: { kind: 'app' | 'conversation'; id: string };
}

export interface AnswersDeps {
  db: Db;
  search: SearchIndex;
  structured: StructuredOutput;
  access: LibraryAccess;
  school: SchoolLibraries;
}

/**
 * Finding and answering: which libraries a search may use (explicit ids, an app's or a
 * conversation's stored choice, or all), the passages found, and answers citing them.
 */
export function createAnswers({ db, search, structured, access, school }: AnswersDeps) {
  const { libraries } = access;

  /** The libraries a search may use, and the schools of the 学校资料库 among them. */
  async function allowed(uid: number, scope: LibraryScope) {
    const all = await libraries(uid);
    const ids = await choose(uid, scope, all);
    const orgIds = all
      .filter((l) => l.orgId !== null && ids.has(l.id))
      .map((l) => l.orgId as number);
    return { ids, orgIds };
  }

  /** From explicit ids, the scope's stored config, or all. */
  async function choose(
    uid: number,
    scope: LibraryScope,
    all: readonly { id: string }[],
  ): Promise<Set<string>> {
    const ids = new Set(all.map((l) => l.id));
    if (scope.libraryIds && scope.libraryIds.length > 0)
      return new Set(scope.libraryIds.filter((id) => ids.has(id)));
    if (scope.scope) {
      const config = await getConfig(uid, scope.scope.kind, scope.scope.id);
      const chosen = new Set(config.libraryIds.filter((id) => ids.has(id)));
      if (config.builtin) chosen.add(BUILTIN_LIBRARY_ID);
      return chosen;
    }
    return ids;
  }

  async function getConfig(uid: number, kind: 'app' | 'conversation', id: string) {
    const [row] = await db
      .select()
      .from(knowledgeConfigs)
      .where(
        and(
          eq(knowledgeConfigs.ownerUid, uid),
          eq(knowledgeConfigs.scope, kind),
          eq(knowledgeConfigs.scopeId, id),
        ),
      );
    if (row) return { libraryIds: row.libraryIds, builtin: row.builtin === 1, saved: true };
    // Not configured: every library of the teacher and the built-in one.
    const own = (await libraries(uid)).filter((l) => l.id !== BUILTIN_LIBRARY_ID).map((l) => l.id);
    return { libraryIds: own, builtin: true, saved: false };
  }

  async function searchPassages(
    uid: number,
    query: string,
    scope: LibraryScope,
    limit: number,
  ): Promise<{ hits: PassageHit[]; vector: string; keyword: string }> {
    const { ids: allowedIds, orgIds } = await allowed(uid, scope);
    const hits: PassageHit[] = [];
    let vector = 'off';
    let keyword = 'none';
    if (allowedIds.size === 0 || !query.trim()) return { hits, vector, keyword };
    // Files added to a school's disk before (or missed) are caught up here, deleted ones dropped.
    for (const orgId of orgIds) await school.sync(orgId);
    // A question's interrogative words (什么, 怎么, 哪些…) are in no passage: left in, they
    // would make every AND search fall back to OR. Kept when nothing else is left.
    const stripped = query.replace(QUESTION_WORDS, ' ').trim();
    query = stripped || query;
    for (let page = 0; page < 4 && hits.length < limit; page++) {
      const result = await search.search({
        query,
        kinds: ['knowledge'],
        viewer: { uid, orgIds },
        limit: 50,
        offset: page * 50,
      });
      vector = result.vector;
      keyword = result.keyword;
      const ids = result.hits.map((h) => h.refId);
      if (ids.length === 0) break;
      const rows = await db
        .select({ passage: knowledgePassages, doc: knowledgeDocuments })
        .from(knowledgePassages)
        .innerJoin(knowledgeDocuments, eq(knowledgeDocuments.id, knowledgePassages.documentId))
        .where(inArray(knowledgePassages.id, ids));
      const byId = new Map(rows.map((r) => [r.passage.id, r]));
      // School documents: only of live files in folders the teacher sees on the disk.
      const schoolDocs = rows.filter((r) => r.doc.source === 'disk').map((r) => r.doc);
      const readable = await school.readable(uid, schoolDocs);
      for (const hit of result.hits) {
        const row = byId.get(hit.refId);
        if (!row || !allowedIds.has(row.doc.libraryId)) continue;
        if (row.doc.source === 'disk' && !readable.has(row.doc.id)) continue;
        hits.push({
          passageId: row.passage.id,
          documentId: row.doc.id,
          documentTitle: row.doc.title,
          libraryId: row.doc.libraryId,
          page: row.passage.page,
          blockStart: row.passage.blockStart,
          blockEnd: row.passage.blockEnd,
          heading: row.passage.heading,
          text: row.passage.text,
          snippet: hit.snippet,
          snippetRanges: hit.snippetRanges,
          score: hit.score,
        });
        if (hits.length >= limit) break;
      }
      if (!result.hasMore) break;
    }
    return { hits, vector, keyword };
  }

  return {
    searchPassages,
    /**
     * Answers a question over the allowed libraries: the best passages, and with a model an
     * answer citing them as [n]. Without one, `answer` is null (nothing is generated).
     */
    async ask(uid: number, question: string, scope: LibraryScope, signal?: AbortSignal) {
      const { hits, vector } = await searchPassages(uid, question, scope, ANSWER_PASSAGES);
      if (!structured.available || hits.length === 0)
        return { answer: null, cited: [] as number[], hits, vector, model: structured.available };
      const { data } = await structured.generate({
        schema: z.object({
          answer: z.string().describe('回答正文，引用资料处用 [编号] 标注'),
        }),
        system: ANSWER_SYSTEM,
        instruction: `资料：\n${passageContext(hits)}\n\n问题：${question}\n\n请依据资料回答，以 JSON 输出 {"answer": "…"}。`,
        signal,
      });
      return {
        answer: data.answer,
        cited: citedNumbers(data.answer, hits.length),
        hits,
        vector,
        model: true,
      };
    },

    getConfig,

    async setConfig(
      uid: number,
      kind: 'app' | 'conversation',
      id: string,
      libraryIds: readonly string[],
      builtin: boolean,
    ) {
      const own = new Set(
        (await libraries(uid)).filter((l) => l.id !== BUILTIN_LIBRARY_ID).map((l) => l.id),
      );
      const unknown = libraryIds.find((l) => !own.has(l));
      if (unknown) throw notFound();
      const values = {
        ownerUid: uid,
        scope: kind,
        scopeId: id,
        libraryIds: [...new Set(libraryIds)],
        builtin: builtin ? 1 : 0,
        updatedAt: new Date(),
      };
      await db
        .insert(knowledgeConfigs)
        .values(values)
        .onConflictDoUpdate({
          target: [knowledgeConfigs.ownerUid, knowledgeConfigs.scope, knowledgeConfigs.scopeId],
          set: {
            libraryIds: values.libraryIds,
            builtin: values.builtin,
            updatedAt: values.updatedAt,
          },
        });
      return getConfig(uid, kind, id);
    },
  };
}
