import type { Data, knowledge } from '@aita/contract';
import { knowledgePaths } from '@aita/contract/paths/knowledge';
import { createAiStreamDecoder, KNOWLEDGE_HITS_EVENT, type AiReplyEvent } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';
import { openEventStream, type EventStream } from '../stream';
import { send, type Input } from './send';

/** A library of the teacher's (or the built-in one). */
export type KnowledgeLibrary = Data<typeof knowledge.libraries>[number];
/** A document of a library, with its indexing status. */
export type KnowledgeDocument = Data<typeof knowledge.addFile>;
/** A document with its blocks and passages, for the viewer. */
export type KnowledgeDocumentDetail = Data<typeof knowledge.document>;
/** One found passage. */
export type KnowledgeHit = Data<typeof knowledge.search>['hits'][number];
/** The answer of `/knowledge/ask`. */
export type KnowledgeAnswer = Data<typeof knowledge.ask>;
export type KnowledgeConfig = Data<typeof knowledge.config>;

const fresh = (options?: RequestOptions): RequestOptions => ({ ...options, cache: false });

/** `POST /v2/aitalk/knowledge/library/list`: the teacher's libraries, the built-in one last. */
export function fetchKnowledgeLibraries(client: ApiClient, options?: RequestOptions) {
  return send<typeof knowledge.libraries>(client, knowledgePaths.libraries, {}, fresh(options));
}

/** `POST /v2/aitalk/knowledge/library/create {name}`. */
export function createKnowledgeLibrary(client: ApiClient, name: string, options?: RequestOptions) {
  return send<typeof knowledge.createLibrary>(
    client,
    knowledgePaths.createLibrary,
    { name },
    options,
  );
}

/** `POST /v2/aitalk/knowledge/document/list {libraryId}`: newest first, never cached. */
export function fetchKnowledgeDocuments(
  client: ApiClient,
  libraryId: string,
  options?: RequestOptions,
) {
  return send<typeof knowledge.documents>(
    client,
    knowledgePaths.documents,
    { libraryId },
    fresh(options),
  );
}

/** `POST /v2/aitalk/knowledge/document/add {libraryId, fileId}` (an uploaded document). */
export function addKnowledgeFile(
  client: ApiClient,
  input: Input<typeof knowledge.addFile>,
  options?: RequestOptions,
) {
  return send<typeof knowledge.addFile>(client, knowledgePaths.addFile, input, options);
}

/** `POST /v2/aitalk/knowledge/document/url {libraryId, url}` (a web page). */
export function addKnowledgeUrl(
  client: ApiClient,
  input: Input<typeof knowledge.addUrl>,
  options?: RequestOptions,
) {
  return send<typeof knowledge.addUrl>(client, knowledgePaths.addUrl, input, options);
}

/** `POST /v2/aitalk/knowledge/document/detail {id}`: blocks by page and the passages. */
export function fetchKnowledgeDocument(client: ApiClient, id: string, options?: RequestOptions) {
  return send<typeof knowledge.document>(client, knowledgePaths.document, { id }, fresh(options));
}

/** `POST /v2/aitalk/knowledge/document/delete {id}`. */
export function deleteKnowledgeDocument(client: ApiClient, id: string, options?: RequestOptions) {
  return send<typeof knowledge.deleteDocument>(
    client,
    knowledgePaths.deleteDocument,
    { id },
    options,
  );
}

/** `POST /v2/aitalk/knowledge/search`: the best passages. */
export function searchKnowledge(
  client: ApiClient,
  input: Input<typeof knowledge.search>,
  options?: RequestOptions,
) {
  return send<typeof knowledge.search>(client, knowledgePaths.search, input, fresh(options));
}

/** `POST /v2/aitalk/knowledge/ask`: the passages and, with a model, an answer citing them. */
export function askKnowledge(
  client: ApiClient,
  input: Input<typeof knowledge.ask>,
  options?: RequestOptions,
) {
  return send<typeof knowledge.ask>(client, knowledgePaths.ask, input, fresh(options));
}

/** `POST /v2/aitalk/knowledge/config`: reads, and with `libraryIds` sets, an app's libraries. */
export function knowledgeConfig(
  client: ApiClient,
  input: Input<typeof knowledge.config>,
  options?: RequestOptions,
) {
  return send<typeof knowledge.config>(client, knowledgePaths.config, input, fresh(options));
}

/** The passages event of the streamed ask (sent before any answer delta). */
export type KnowledgeStreamHits = Data<typeof knowledge.askStream>;

/** Callbacks of {@link streamKnowledgeAnswer}. */
export interface KnowledgeStreamHandlers {
  /** Once, first: the passages the answer cites as [n], whether a model answers, the notice. */
  onHits: (hits: KnowledgeStreamHits) => void;
  /** Each piece of the answer as it arrives (a delta, not the text so far). */
  onDelta: (text: string) => void;
  /** The final `ai-reply` status: 3 complete, 4 unable to answer, 5 refused by moderation. */
  onEnd: (status: number) => void;
}

/**
 * `POST /v2/aitalk/knowledge/ask/stream` (docs/knowledge.md "Asking"): the streamed ask, read by
 * the generic event-stream call and core's AI stream decoder; the `knowledge-hits` event is
 * decoded here. `done` rejects as {@link openEventStream} does (an envelope before the stream).
 */
export function streamKnowledgeAnswer(
  client: ApiClient,
  input: Input<typeof knowledge.askStream>,
  handlers: KnowledgeStreamHandlers,
  signal?: AbortSignal,
): EventStream {
  const decoder = createAiStreamDecoder({
    onReply: (reply: AiReplyEvent) => {
      if (reply.status === 1) {
        if (reply.answerContent) handlers.onDelta(reply.answerContent);
      } else handlers.onEnd(reply.status);
    },
    onError: () => undefined,
  });
  return openEventStream(client, {
    path: knowledgePaths.askStream.path,
    body: input,
    signal,
    onEvent: (event) => {
      if (event.event === KNOWLEDGE_HITS_EVENT) {
        handlers.onHits(JSON.parse(event.data) as KnowledgeStreamHits);
      } else decoder.handle(event);
    },
  });
}
