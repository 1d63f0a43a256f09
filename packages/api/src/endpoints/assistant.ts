import type {
  assistant,
  ConversationListRequest,
  ConversationLogRequest,
  Data,
  QuestionRequest,
} from '@aita/contract';
import { assistantPaths } from '@aita/contract/paths/assistant';
import {
  AI_STREAM_EVENTS,
  createAiStreamDecoder,
  createStreamLifecycle,
  type AiNetworkingEvent,
  type AiReplyEvent,
  type AiStreamDecodeError,
  type AppInfo,
  type ConversationItem,
  type ListPage,
  type SseParseError,
  type StreamState,
  type WebSearchResult,
} from '@aita/core';
import { postForBlob, type BlobRequestOptions } from '../blob';
import type { ApiClient, RequestOptions } from '../client';
import { ApiError } from '../errors';
import { openEventStream } from '../stream';
import { send } from './send';

export type { ConversationItem, ConversationMessageItem, ListPage } from '@aita/core';

/** Path of the streamed question (spec §7 "Streaming"). */
export const ASSISTANT_QUESTION_PATH = assistantPaths.question.path;

/**
 * §3 Assistant config as `/v1/aiassistant/info {ty: 'normal'}` answers it; `isOffline` is 1 when
 * no model is configured (the UI says so; docs/assistant.md).
 */
export type AssistantInfo = Extract<Data<typeof assistant.info>, { logo: string }>;

/** §3 Chat config per app, with the app's id and name and `isOffline` (as the server sends it). */
export type ChatConfigInfo = Data<typeof assistant.chatConfig>;

/** Answer of the pre-chat check (docs/assistant.md "Paths we chose"). */
export type PreChatCheck = Data<typeof assistant.check>;

/** Body of `POST /v2/aiassistant/question` (spec §7 "Streaming"; docs/assistant.md). */
export type AssistantQuestionBody = QuestionRequest;

/** The query of {@link fetchConversationLog}. */
export type ConversationLogQuery = ConversationLogRequest;

/** A page of a conversation's exchanges; `hasMore` when more lie beyond it in its order. */
export type ConversationLogPage = Data<typeof assistant.conversationLog>;

/**
 * `POST /v1/aiassistant/info {ty: 'normal'}` (spec §7 "Apps and favourites"): the welcome text
 * (`prologueDesc`), `isNetwork` (2 = web search offered) and the logo. Public.
 * On failure the chat shows 我们暂时没有上线相关应用，让我直接为您解答疑惑吧！ (§8).
 */
export function fetchAssistantInfo(
  client: ApiClient,
  options?: RequestOptions,
): Promise<AssistantInfo> {
  // `ty: 'normal'` is answered with the assistant config, never an app's chat config.
  const info = send<typeof assistant.info>(client, assistantPaths.info, { ty: 'normal' }, options);
  return info as Promise<AssistantInfo>;
}

/** Callbacks of {@link streamAssistantQuestion}; all optional. */
export interface AssistantStreamCallbacks {
  /** `ai-networking`: web search ran (once). */
  onNetworking?: (event: AiNetworkingEvent) => void;
  /** Every `ai-reply`, deltas and the final one (status 3, 4 or 5). */
  onReply?: (event: AiReplyEvent) => void;
  /** §8 "parse errors go to the caller's handler": bad JSON, wrong shapes, ignored lines. */
  onParseError?: (error: AiStreamDecodeError | SseParseError) => void;
  /** Once, with 连接已手动关闭, when the stream is closed manually (§8). */
  onClosed?: (message: string) => void;
}

/** How a streamed answer ended (spec §4). */
export interface AssistantStreamResult {
  /** `completed` (a final status came), `closed` (manual close) or `errored` (cut). */
  state: Exclude<StreamState, 'active'>;
  /** 3, 4 or 5 when completed. */
  finalStatus: number | undefined;
  /** §4: completed with status 3 and some answer text. */
  isReplyComplete: boolean;
  /** §8 text for status 4 / 5, else undefined. */
  statusMessage: string | undefined;
  answer: string;
  reasoning: string;
  logId: string | undefined;
  /** The conversation, named by the final event (docs/streaming.md). */
  conversationId: string | undefined;
  /** From `ai-networking`, when web search ran. */
  networkNumber: number | undefined;
  /** Why the stream errored (an `ApiError` of kind `network` or `parse`). */
  error: unknown;
}

/** The handle of {@link streamAssistantQuestion}. */
export interface AssistantStream {
  /**
   * Resolves once the opened stream ends, however it ends. Rejects with an `ApiError` only when
   * the stream never opened: `business` (20100 not logged in, 40001, 42900 limits, 40004 — sent
   * as an envelope before any event), `http`, `network` (send failure) or `parse`.
   */
  readonly done: Promise<AssistantStreamResult>;
  /** Stops the answer (the server keeps what was produced); idempotent. */
  close(): boolean;
}

/**
 * `POST /v2/aiassistant/question` (spec §7 "Streaming", §4 statuses and stream lifecycle,
 * ARCHITECTURE.md "Streaming contract"): the generic event-stream call decoded by core's
 * `createAiStreamDecoder` into a `createStreamLifecycle`. Never re-sent on its own.
 */
export function streamAssistantQuestion(
  client: ApiClient,
  body: AssistantQuestionBody | { logId: string },
  callbacks: AssistantStreamCallbacks = {},
  options: { signal?: AbortSignal; path?: string } = {},
): AssistantStream {
  const lifecycle = createStreamLifecycle({ onClosed: callbacks.onClosed });
  let networkNumber: number | undefined;
  let opened = false;
  const decoder = createAiStreamDecoder({
    onNetworking: (event) => {
      if (lifecycle.state !== 'active') return;
      networkNumber = event.networkNumber;
      callbacks.onNetworking?.(event);
    },
    onReply: (event) => {
      if (lifecycle.state !== 'active') return;
      lifecycle.reply(event);
      callbacks.onReply?.(event);
    },
    onError: (error) => callbacks.onParseError?.(error),
  });
  const stream = openEventStream(client, {
    path: options.path ?? ASSISTANT_QUESTION_PATH,
    body,
    signal: options.signal,
    onOpen: () => {
      opened = true;
    },
    onEvent: (event) => {
      if (
        event.event === AI_STREAM_EVENTS.reply ||
        event.event === AI_STREAM_EVENTS.networking ||
        event.event === AI_STREAM_EVENTS.keepAlive
      ) {
        decoder.handle(event);
      }
    },
    onParseError: (error) => callbacks.onParseError?.(error),
  });

  const result = (): AssistantStreamResult => ({
    state: lifecycle.state === 'active' ? 'errored' : lifecycle.state,
    finalStatus: lifecycle.finalStatus,
    isReplyComplete: lifecycle.isReplyComplete,
    statusMessage: lifecycle.statusMessage,
    answer: lifecycle.answer,
    reasoning: lifecycle.reasoning,
    logId: lifecycle.logId,
    conversationId: lifecycle.conversationId,
    networkNumber,
    error: lifecycle.error,
  });

  const done = stream.done.then(
    (end) => {
      // The body ended (or was aborted) without a final status: the stream was cut.
      if (end === 'ended') lifecycle.fail(new ApiError({ kind: 'parse' }));
      if (end === 'closed') lifecycle.close();
      return result();
    },
    (error: unknown) => {
      if (!opened) throw error;
      lifecycle.fail(error);
      return result();
    },
  );

  return {
    done,
    close: () => {
      const closed = lifecycle.close();
      stream.close();
      return closed;
    },
  };
}

/**
 * `POST /v1/aitalk/check {}` (spec §4 "Logged-in users pass an entitlement check and go to chat";
 * §7 "pre-chat check (empty payload)").
 */
export function checkBeforeChat(
  client: ApiClient,
  options?: RequestOptions,
  app?: { appId: number } | { uri: string },
): Promise<PreChatCheck> {
  return send<typeof assistant.check>(client, assistantPaths.check, app ?? {}, options);
}

/**
 * `POST /v1/aitalk/mylist {page, pageSize}` (§7 "AI talk"; login): the teacher's conversations,
 * pinned first, then the most recently active.
 */
export function fetchConversations(
  client: ApiClient,
  query: ConversationListRequest = {},
  options?: RequestOptions,
): Promise<ListPage<ConversationItem>> {
  const route = assistantPaths.conversations;
  return send<typeof assistant.conversations>(client, route, query, options);
}

/** `POST /v1/aitalk/mylist/del {id}` (§7): deletes a conversation (删除). */
export function deleteConversation(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<{ id: string }> {
  const route = assistantPaths.deleteConversation;
  return send<typeof assistant.deleteConversation>(client, route, { id }, options);
}

/** `POST /v1/aitalk/top/update {id, status}` (§7): pins (1) or unpins (0) a conversation (置顶). */
export function updateConversationPin(
  client: ApiClient,
  id: string,
  status: 0 | 1,
  options?: RequestOptions,
): Promise<{ id: string; status: number }> {
  const route = assistantPaths.pinConversation;
  return send<typeof assistant.pinConversation>(client, route, { id, status }, options);
}

/**
 * `POST /v1/aitalk/log/list {id, page?, pageSize?, order?, before?}` (§7): the exchanges of a
 * conversation, oldest first by default. The newest page is `{order: 'desc'}`, the one before
 * it `{order: 'desc', before: <oldest logId shown>}` (docs/assistant.md).
 */
export function fetchConversationLog(
  client: ApiClient,
  query: ConversationLogQuery,
  options?: RequestOptions,
): Promise<ConversationLogPage> {
  const route = assistantPaths.conversationLog;
  return send<typeof assistant.conversationLog>(client, route, query, options);
}

/** `POST /v1/aitalk/log/update {id, title}` (§7): renames a conversation (重命名), 1..50 chars. */
export function renameConversation(
  client: ApiClient,
  id: string,
  title: string,
  options?: RequestOptions,
): Promise<{ id: string; title: string }> {
  const route = assistantPaths.renameConversation;
  return send<typeof assistant.renameConversation>(client, route, { id, title }, options);
}

/** `POST /v1/aitalk/info {id}` (§7): one conversation. */
export function fetchConversation(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<ConversationItem> {
  return send<typeof assistant.conversation>(client, assistantPaths.conversation, { id }, options);
}

/** `POST /v1/aitalk/uri/info {uri}` (§7; public): the app of `/chat/{uri}` and its chat config. */
export function fetchChatUriInfo(
  client: ApiClient,
  uri: string,
  options?: RequestOptions,
): Promise<{ app: AppInfo; config: ChatConfigInfo }> {
  return send<typeof assistant.uriInfo>(client, assistantPaths.uriInfo, { uri }, options);
}

/**
 * The chat config per app (§3, §7 "Chat config (ty=search)"; path chosen in docs/assistant.md):
 * `POST /v1/aitalk/config {appId}` or `{uri}`.
 */
export function fetchChatConfig(
  client: ApiClient,
  app: { appId: number } | { uri: string },
  options?: RequestOptions,
): Promise<ChatConfigInfo> {
  return send<typeof assistant.chatConfig>(client, assistantPaths.chatConfig, app, options);
}

/**
 * `POST /v1/network/log/list {logId}` (§7 "Web-search list sends logId and reads list"; §3 Web
 * search result; login): the results the answer cited, `[1]` first, so `[n]` is `list[n-1]`.
 * On failure the drawer shows the msg or 获取联网搜索列表失败 (§8).
 */
export function fetchNetworkLog(
  client: ApiClient,
  logId: string,
  options?: RequestOptions,
): Promise<{ list: WebSearchResult[] }> {
  return send<typeof assistant.networkLog>(client, assistantPaths.networkLog, { logId }, options);
}

/**
 * `POST /v2/aitalk/content/file {logId}` (blob; docs/apps.md "Export to Word"): the answer as a
 * `.docx`, with headings, lists, tables and formulas as Word equations.
 */
export function downloadAnswerDocx(
  client: ApiClient,
  logId: string,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, assistantPaths.contentFile.path, { logId }, options);
}

/**
 * `POST /v2/aitalk/file {logId, index}` (blob; docs/apps.md "Files of an answer"): a file the
 * teacher attached to the question of an answer, with its original name.
 */
export function downloadAnswerFile(
  client: ApiClient,
  logId: string,
  index = 0,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, assistantPaths.file.path, { logId, index }, options);
}

/** Reason tags offered with 有用 and 没用 (`GET /v1/report/tags`). */
export type ReportTags = Data<typeof assistant.reportTags>;

/** `GET /v1/report/tags` (public): the reason tags of a rating. */
export function fetchReportTags(client: ApiClient, options?: RequestOptions): Promise<ReportTags> {
  return send<typeof assistant.reportTags>(client, assistantPaths.reportTags, undefined, options);
}

/** What a rating sends: 1 有用 / 0 没用, tags from {@link fetchReportTags}, an optional reason. */
export interface EvaluationRequest {
  logId: string;
  useful: 0 | 1;
  tags?: string[];
  reason?: string;
}

/** `POST /v1/evaluation` (login; docs/apps.md "Rating"): rates an answer; again replaces. */
export function rateAnswer(
  client: ApiClient,
  request: EvaluationRequest,
  options?: RequestOptions,
): Promise<{ logId: string; useful: number; tags: string[] }> {
  return send<typeof assistant.evaluation>(client, assistantPaths.evaluation, request, options);
}

/** How to open an app in a half-screen panel (docs/apps.md "Half-screen panel"). */
export type HalfscreenInfo = Data<typeof assistant.halfscreen>;

/** `POST /v2/aitalk/halfscreen/info {appId}` or `{uri}`: the app, its config and the page to embed. */
export function fetchHalfscreenInfo(
  client: ApiClient,
  app: { appId: number } | { uri: string },
  options?: RequestOptions,
): Promise<HalfscreenInfo> {
  return send<typeof assistant.halfscreen>(client, assistantPaths.halfscreen, app, options);
}

/**
 * `POST /v2/aiassistant/question/resume {logId}` (docs/assistant.md "Resuming an answer"): the
 * same event stream as the question — the text so far as one delta, then the live deltas and the
 * final status, or the stored answer when it has ended. Closing it never stops the answer.
 */
export function resumeAssistantAnswer(
  client: ApiClient,
  logId: string,
  callbacks: AssistantStreamCallbacks = {},
  options: { signal?: AbortSignal } = {},
): AssistantStream {
  return streamAssistantQuestion(client, { logId }, callbacks, {
    ...options,
    path: assistantPaths.resume.path,
  });
}

/** `POST /v2/aiassistant/question/stop {logId}` (停止): `stopped` false when it had ended. */
export function stopAssistantAnswer(
  client: ApiClient,
  logId: string,
  options?: RequestOptions,
): Promise<{ stopped: boolean }> {
  return send<typeof assistant.stop>(client, assistantPaths.stop, { logId }, options);
}
