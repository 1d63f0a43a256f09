import {
  deleteConversation,
  fetchAssistantInfo,
  fetchChatUriInfo,
  fetchConversationLog,
  fetchConversations,
  fetchNetworkLog,
  renameConversation,
  streamAssistantQuestion,
  updateConversationPin,
  type ApiClient,
  type AssistantInfo,
  type AssistantQuestionBody,
  type AssistantStream,
  type AssistantStreamCallbacks,
  type ChatConfigInfo,
  type ConversationItem,
  type ConversationLogPage,
  type ListPage,
} from '@aita/api';
import type { AppInfo, WebSearchResult } from '@aita/core';
import type { AppServices } from '../../app/services';
import { compressImage, type ImageCompressor } from '../../shared/upload/compressImage';

/** Per-call options (a cancelled saga aborts its call). */
interface CallOptions {
  signal?: AbortSignal;
}

/**
 * The chat part of `AppServices` (spec §7 "Streaming", "AI talk", web-search list): the sagas of
 * the chat, assistant and conversation features call only these, so tests run them against a
 * real server.
 */
export interface ChatServices {
  /** `POST /v2/aiassistant/question`: one streamed answer; never re-sent on its own. */
  streamQuestion(body: AssistantQuestionBody, callbacks: AssistantStreamCallbacks): AssistantStream;
  /** `POST /v1/aiassistant/info {ty: 'normal'}`. */
  fetchAssistantInfo(options?: CallOptions): Promise<AssistantInfo>;
  /** `POST /v1/aitalk/uri/info {uri}`: the app of `/chat/{uri}` and its chat config. */
  fetchChatUriInfo(
    uri: string,
    options?: CallOptions,
  ): Promise<{ app: AppInfo; config: ChatConfigInfo }>;
  /** `POST /v1/network/log/list {logId}`. */
  fetchNetworkLog(logId: string, options?: CallOptions): Promise<{ list: WebSearchResult[] }>;
  /** `POST /v1/aitalk/mylist`. */
  fetchConversations(options?: CallOptions): Promise<ListPage<ConversationItem>>;
  /**
   * `POST /v1/aitalk/log/list {id, order: 'desc', pageSize, before?}`: the newest
   * {@link CONVERSATION_LOG_PAGE_SIZE} exchanges, or those just before `before`, newest first.
   */
  fetchConversationLog(
    id: string,
    query?: { before?: string },
    options?: CallOptions,
  ): Promise<ConversationLogPage>;
  /** `POST /v1/aitalk/top/update {id, status}`. */
  pinConversation(id: string, pinned: boolean): Promise<unknown>;
  /** `POST /v1/aitalk/log/update {id, title}`. */
  renameConversation(id: string, title: string): Promise<unknown>;
  /** `POST /v1/aitalk/mylist/del {id}`. */
  deleteConversation(id: string): Promise<unknown>;
  /**
   * §5 compression of a pasted image before its upload (canvas, 0.8, JPEG 0.6). Only the saga
   * tests, which run in Node without a canvas, give another (docs/chat-web.md "Tests").
   */
  compressImage: ImageCompressor;
}

/** Conversations listed in the left column (one page; pinned ones come first). */
export const CONVERSATION_PAGE_SIZE = 100;
/**
 * Exchanges per page of a reopened conversation: the newest page first, then 加载更早的消息
 * (docs/chat-web.md "Long conversations").
 */
export const CONVERSATION_LOG_PAGE_SIZE = 20;

/** {@link ChatServices} over one `@aita/api` client. */
export function createChatServices(client: ApiClient): ChatServices {
  return {
    streamQuestion: (body, callbacks) => streamAssistantQuestion(client, body, callbacks),
    fetchAssistantInfo: (options = {}) => fetchAssistantInfo(client, options),
    fetchChatUriInfo: (uri, options = {}) => fetchChatUriInfo(client, uri, options),
    fetchNetworkLog: (logId, options = {}) => fetchNetworkLog(client, logId, options),
    fetchConversations: (options = {}) =>
      fetchConversations(client, { page: 1, pageSize: CONVERSATION_PAGE_SIZE }, options),
    fetchConversationLog: (id, query = {}, options = {}) =>
      fetchConversationLog(
        client,
        { id, order: 'desc', pageSize: CONVERSATION_LOG_PAGE_SIZE, ...query },
        options,
      ),
    pinConversation: (id, pinned) => updateConversationPin(client, id, pinned ? 1 : 0),
    renameConversation: (id, title) => renameConversation(client, id, title),
    deleteConversation: (id) => deleteConversation(client, id),
    compressImage: (file) => compressImage(file),
  };
}

/** The services chat and conversation sagas get: the app's plus {@link ChatServices}. */
export type ChatAppServices = AppServices & ChatServices;

/**
 * Adds {@link ChatServices} over `services.apiClient` (built in the chat chunk, not the entry);
 * chat services already in `services` win, so a caller can supply its own.
 */
export function withChatServices(services: AppServices): ChatAppServices {
  return { ...createChatServices(services.apiClient), ...services };
}
