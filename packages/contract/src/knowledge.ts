/**
 * Knowledge: a teacher's library of documents and web pages, split into passages and searched;
 * questions answered over it with citations (docs/knowledge.md).
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { intField, textField, uuidField } from './fields';
import { paths } from './paths';

/** Longest question or query, in characters. */
export const KNOWLEDGE_QUERY_MAX_CHARS = 500;

const nameField = textField(200)
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .refine((v) => v !== '' && Array.from(v).length <= 30, { message: '应为 1 到 30 个字符' });

const queryField = textField(KNOWLEDGE_QUERY_MAX_CHARS * 2)
  .transform((v) => v.trim())
  .refine((v) => v !== '' && Array.from(v).length <= KNOWLEDGE_QUERY_MAX_CHARS, {
    message: `应为 1 到 ${KNOWLEDGE_QUERY_MAX_CHARS} 个字符`,
  });

/** Which libraries a search may use: explicit ids, or the stored config of an app/conversation. */
const scopeFields = {
  libraryIds: z.array(uuidField).max(50).optional(),
  scope: z.enum(['app', 'conversation']).optional(),
  scopeId: textField(100).optional(),
};

export const knowledgeLibrarySchema = z.object({
  id: z.string(),
  name: z.string(),
  builtin: z.boolean(),
  /** A school's 学校资料库 (the school disk's files; read-only here). */
  school: z.boolean().optional(),
  documents: z.number(),
});

export const knowledgeDocumentSchema = z.object({
  id: z.string(),
  libraryId: z.string(),
  title: z.string(),
  source: z.enum(['file', 'url', 'builtin', 'disk']),
  format: z.string(),
  url: z.string().nullable(),
  /** pending (its job not finished), done, failed (`error` says why, in Chinese). */
  status: z.enum(['pending', 'done', 'failed']),
  error: z.string().nullable(),
  /** The job's Chinese stage while pending. */
  stage: z.string(),
  progress: z.number(),
  pages: z.number(),
  passageCount: z.number(),
  createdAt: z.string(),
});

export const knowledgeBlockSchema = z.object({
  page: z.number().nullable(),
  kind: z.enum(['heading', 'para']),
  text: z.string(),
});

export const knowledgePassageRefSchema = z.object({
  id: z.string(),
  page: z.number().nullable(),
  blockStart: z.number(),
  blockEnd: z.number(),
});

export const knowledgeHitSchema = z.object({
  passageId: z.string(),
  documentId: z.string(),
  documentTitle: z.string(),
  libraryId: z.string(),
  page: z.number().nullable(),
  blockStart: z.number(),
  blockEnd: z.number(),
  heading: z.string(),
  text: z.string(),
  snippet: z.string(),
  snippetRanges: z.array(z.tuple([z.number(), z.number()])),
});

export const knowledgeConfigSchema = z.object({
  scope: z.enum(['app', 'conversation']),
  scopeId: z.string(),
  libraryIds: z.array(z.string()),
  builtin: z.boolean(),
  /** False while nothing was saved: then every library and the built-in one are used. */
  saved: z.boolean(),
  libraries: z.array(knowledgeLibrarySchema),
});

const idBody = z.object({ id: uuidField });

export const knowledge = {
  /** `POST /v2/aitalk/knowledge/search {query, libraryIds?|scope+scopeId, limit?}`: passages. */
  search: endpoint(paths.knowledge.search, {
    body: z.object({ query: queryField, limit: intField(1, 20, 8), ...scopeFields }),
    data: z.object({
      hits: z.array(knowledgeHitSchema),
      /** How vectors took part: off (no embeddings), pgvector, fallback, failed. */
      vector: z.string(),
    }),
  }),
  /**
   * `POST /v2/aitalk/knowledge/config {scope, scopeId, libraryIds?, builtin?}`: reads, and with
   * `libraryIds` sets, which libraries an app or a conversation may use.
   */
  config: endpoint(paths.knowledge.config, {
    body: z.object({
      scope: z.enum(['app', 'conversation']),
      scopeId: textField(100).refine((v) => v.trim() !== '', { message: '不能为空' }),
      libraryIds: z.array(uuidField).max(50).optional(),
      builtin: z.boolean().optional(),
    }),
    data: knowledgeConfigSchema,
  }),
  /**
   * `POST /v2/aitalk/knowledge/ask {question, …scope}`: the best passages and, with a model, an
   * answer citing them as [n] (n = index in `hits` + 1). Without a model `answer` is null and
   * `notice` says so.
   */
  ask: endpoint(paths.knowledge.ask, {
    body: z.object({ question: queryField, ...scopeFields }),
    data: z.object({
      answer: z.string().nullable(),
      cited: z.array(z.number()),
      model: z.boolean(),
      notice: z.string(),
      hits: z.array(knowledgeHitSchema),
    }),
  }),
  /**
   * `POST /v2/aitalk/knowledge/ask/stream {question, …scope}`: the same question as `ask`,
   * streamed (ARCHITECTURE.md "Streaming contract"): one `knowledge-hits` event first (the
   * passages the answer cites, `model`, `notice`), then `ai-reply` deltas (status 1) and exactly
   * one final `ai-reply` (3 complete, 4 unable, 5 refused). Without a model or without passages
   * the final event follows the hits at once.
   */
  askStream: endpoint(paths.knowledge.askStream, {
    body: z.object({ question: queryField, ...scopeFields }),
    data: z.object({
      hits: z.array(knowledgeHitSchema),
      model: z.boolean(),
      notice: z.string(),
    }),
  }),
  libraries: endpoint(paths.knowledge.libraries, {
    body: z.object({}).optional(),
    data: z.array(knowledgeLibrarySchema),
  }),
  createLibrary: endpoint(paths.knowledge.createLibrary, {
    body: z.object({ name: nameField }),
    data: knowledgeLibrarySchema,
  }),
  deleteLibrary: endpoint(paths.knowledge.deleteLibrary, { body: idBody, data: z.null() }),
  documents: endpoint(paths.knowledge.documents, {
    body: z.object({ libraryId: uuidField }),
    data: z.array(knowledgeDocumentSchema),
  }),
  /** `{libraryId, fileId}`: a document uploaded with `/v1/file/upload` (kind document). */
  addFile: endpoint(paths.knowledge.addFile, {
    body: z.object({ libraryId: uuidField, fileId: uuidField }),
    data: knowledgeDocumentSchema,
  }),
  /** `{libraryId, url}`: a web page, fetched and read by the index job. */
  addUrl: endpoint(paths.knowledge.addUrl, {
    body: z.object({ libraryId: uuidField, url: textField(2000) }),
    data: knowledgeDocumentSchema,
  }),
  /** The document with its blocks (by page) and passages, for the viewer. */
  document: endpoint(paths.knowledge.document, {
    body: idBody,
    data: knowledgeDocumentSchema.extend({
      blocks: z.array(knowledgeBlockSchema),
      passages: z.array(knowledgePassageRefSchema),
    }),
  }),
  deleteDocument: endpoint(paths.knowledge.deleteDocument, { body: idBody, data: z.null() }),
} as const;
