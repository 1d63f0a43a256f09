import { knowledge as endpoints, parseRequest, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import { count, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { isUpstreamError } from '../../ai/upstream-error';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs';
import { DomainError } from '../../platform/errors';
import { ok } from '../../platform/http/envelope';
import { requireUser, userOf } from '../identity';
import { MSG_NO_MODEL, MSG_NO_PASSAGES, STAGE_QUEUED } from './messages';
import {
  indexJobKey,
  INDEX_JOB,
  KnowledgeError,
  type DocumentRow,
  type KnowledgeService,
  type LibraryRow,
  type LibraryScope,
} from './service';
import { BUILTIN_LIBRARY_ID } from './builtin';
import { knowledgeDocuments } from './tables';

function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = parseRequest(schema, body ?? {});
  if (!parsed.success) throw new DomainError(Code.INVALID_PARAM, parsed.msg);
  return parsed.data;
}

/** Knowledge refusals → 40004 / 40001 with their Chinese message. */
function refusal(error: unknown): never {
  if (error instanceof KnowledgeError)
    throw new DomainError(
      error.code === 'not-found' ? Code.NOT_FOUND : Code.INVALID_PARAM,
      error.message,
    );
  if (isUpstreamError(error)) throw new DomainError(Code.INTERNAL, error.teacherMessage);
  throw error;
}

type DocumentData = Data<typeof endpoints.addFile>;

/**
 * The knowledge area's calls (docs/knowledge.md), login required. Another teacher's library or
 * document is 40004, the same as one that does not exist.
 */
export const knowledgeRoutes: FastifyPluginAsync<{
  service: KnowledgeService;
  jobs: JobQueue;
  db: Db;
}> = async (app, { service, jobs, db }) => {
  const describeDocument = async (row: DocumentRow, uid: number): Promise<DocumentData> => {
    let stage = '';
    let progress = row.status === 'done' ? 100 : 0;
    if (row.status === 'pending') {
      // A school document's job has no owner (any member who reads it sees its progress).
      const owner = row.ownerUid === null ? undefined : uid;
      const job = await jobs.latest(INDEX_JOB, indexJobKey(row.id), owner);
      stage = job?.stage || STAGE_QUEUED;
      progress = job?.progress ?? 0;
    }
    return {
      id: row.id,
      libraryId: row.libraryId,
      title: row.title,
      source: row.source as DocumentData['source'],
      format: row.format,
      url: row.url,
      status: row.status as DocumentData['status'],
      error: row.error,
      stage,
      progress,
      pages: row.pages,
      passageCount: row.passageCount,
      createdAt: row.createdAt.toISOString(),
    };
  };

  const describeLibraries = async (rows: LibraryRow[]) => {
    const counts =
      rows.length === 0
        ? []
        : await db
            .select({ libraryId: knowledgeDocuments.libraryId, n: count() })
            .from(knowledgeDocuments)
            .where(
              inArray(
                knowledgeDocuments.libraryId,
                rows.map((r) => r.id),
              ),
            )
            .groupBy(knowledgeDocuments.libraryId);
    const byId = new Map(counts.map((c) => [c.libraryId, Number(c.n)]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      builtin: r.id === BUILTIN_LIBRARY_ID,
      school: r.orgId !== null,
      documents: byId.get(r.id) ?? 0,
    }));
  };

  const scopeOf = (body: {
    libraryIds?: string[];
    scope?: 'app' | 'conversation';
    scopeId?: string;
  }): LibraryScope => ({
    libraryIds: body.libraryIds,
    scope: body.scope && body.scopeId ? { kind: body.scope, id: body.scopeId } : undefined,
  });

  const opts = { preHandler: requireUser };

  app.post(endpoints.libraries.path, opts, async (request) => {
    parseBody(endpoints.libraries.body, request.body);
    const rows = await service.libraries(userOf(request).id);
    return ok(await describeLibraries(rows));
  });

  app.post(endpoints.createLibrary.path, opts, async (request) => {
    const { name } = parseBody(endpoints.createLibrary.body, request.body);
    const row = await service.createLibrary(userOf(request).id, name).catch(refusal);
    const [described] = await describeLibraries([row]);
    return ok(described);
  });

  app.post(endpoints.deleteLibrary.path, opts, async (request) => {
    const { id } = parseBody(endpoints.deleteLibrary.body, request.body);
    await service.deleteLibrary(userOf(request).id, id).catch(refusal);
    return ok(null);
  });

  app.post(endpoints.documents.path, opts, async (request) => {
    const { libraryId } = parseBody(endpoints.documents.body, request.body);
    const uid = userOf(request).id;
    const rows = await service.documents(uid, libraryId).catch(refusal);
    return ok(await Promise.all(rows.map((r) => describeDocument(r, uid))));
  });

  app.post(endpoints.addFile.path, opts, async (request) => {
    const { libraryId, fileId } = parseBody(endpoints.addFile.body, request.body);
    const uid = userOf(request).id;
    const row = await service.addFile(uid, libraryId, fileId).catch(refusal);
    return ok(await describeDocument(row, uid));
  });

  app.post(endpoints.addUrl.path, opts, async (request) => {
    const { libraryId, url } = parseBody(endpoints.addUrl.body, request.body);
    const uid = userOf(request).id;
    const row = await service.addUrl(uid, libraryId, url).catch(refusal);
    return ok(await describeDocument(row, uid));
  });

  app.post(endpoints.document.path, opts, async (request) => {
    const { id } = parseBody(endpoints.document.body, request.body);
    const uid = userOf(request).id;
    const { doc, passages } = await service.document(uid, id).catch(refusal);
    return ok({
      ...(await describeDocument(doc, uid)),
      blocks: doc.blocks,
      passages: passages.map((p) => ({
        id: p.id,
        page: p.page,
        blockStart: p.blockStart,
        blockEnd: p.blockEnd,
      })),
    });
  });

  app.post(endpoints.deleteDocument.path, opts, async (request) => {
    const { id } = parseBody(endpoints.deleteDocument.body, request.body);
    await service.deleteDocument(userOf(request).id, id).catch(refusal);
    return ok(null);
  });

  app.post(endpoints.search.path, opts, async (request) => {
    const body = parseBody(endpoints.search.body, request.body);
    const { hits, vector } = await service.searchPassages(
      userOf(request).id,
      body.query,
      scopeOf(body),
      body.limit,
    );
    return ok<Data<typeof endpoints.search>>({
      hits: hits.map(({ score: _score, ...hit }) => ({
        ...hit,
        snippetRanges: hit.snippetRanges.map(([a, b]): [number, number] => [a, b]),
      })),
      vector,
    });
  });

  app.post(endpoints.ask.path, opts, async (request) => {
    const body = parseBody(endpoints.ask.body, request.body);
    const result = await service
      .ask(userOf(request).id, body.question, scopeOf(body))
      .catch(refusal);
    const notice = result.hits.length === 0 ? MSG_NO_PASSAGES : result.model ? '' : MSG_NO_MODEL;
    return ok<Data<typeof endpoints.ask>>({
      answer: result.answer,
      cited: result.cited,
      model: result.model,
      notice,
      hits: result.hits.map(({ score: _score, ...hit }) => ({
        ...hit,
        snippetRanges: hit.snippetRanges.map(([a, b]): [number, number] => [a, b]),
      })),
    });
  });

  app.post(endpoints.config.path, opts, async (request) => {
    const body = parseBody(endpoints.config.body, request.body);
    const uid = userOf(request).id;
    const config =
      body.libraryIds !== undefined || body.builtin !== undefined
        ? await service
            .setConfig(
              uid,
              body.scope,
              body.scopeId,
              body.libraryIds ??
                (await service.getConfig(uid, body.scope, body.scopeId)).libraryIds,
              body.builtin ?? true,
            )
            .catch(refusal)
        : await service.getConfig(uid, body.scope, body.scopeId);
    const libraries = await describeLibraries(await service.libraries(uid));
    return ok<Data<typeof endpoints.config>>({
      scope: body.scope,
      scopeId: body.scopeId,
      libraryIds: config.libraryIds,
      builtin: config.builtin,
      saved: config.saved,
      libraries,
    });
  });
};
