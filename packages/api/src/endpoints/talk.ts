import type {
  AppInfo,
  ChatConfig,
  ConversationItem,
  ConversationMessageItem,
  ListPage,
} from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';

export type { ConversationItem, ConversationMessageItem, ListPage } from '@aita/core';

/** §3 Chat config per app, with the extra fields the server adds. */
export interface ChatConfigInfo extends ChatConfig {
  appId?: number;
  name?: string;
  /** 1 when no model is configured (offline knowledge mode). */
  isOffline?: number;
}

/**
 * `POST /v1/aitalk/mylist {page, pageSize}` (§7 "AI talk"; login): the teacher's conversations,
 * pinned first, then the most recently active.
 */
export function fetchConversations(
  client: ApiClient,
  query: { page?: number; pageSize?: number } = {},
  options?: RequestOptions,
): Promise<ListPage<ConversationItem>> {
  return client.post('/v1/aitalk/mylist', query, options);
}

/** `POST /v1/aitalk/mylist/del {id}` (§7): deletes a conversation (删除). */
export function deleteConversation(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<{ id: string }> {
  return client.post('/v1/aitalk/mylist/del', { id }, options);
}

/** `POST /v1/aitalk/top/update {id, status}` (§7): pins (1) or unpins (0) a conversation (置顶). */
export function updateConversationPin(
  client: ApiClient,
  id: string,
  status: 0 | 1,
  options?: RequestOptions,
): Promise<{ id: string; status: number }> {
  return client.post('/v1/aitalk/top/update', { id, status }, options);
}

/** The query of {@link fetchConversationLog}. */
export interface ConversationLogQuery {
  id: string;
  page?: number;
  /** 1..100; the server's default is 50. */
  pageSize?: number;
  /** `asc` (default): from the oldest; `desc`: from the newest, newest first. */
  order?: 'asc' | 'desc';
  /** A logId of the conversation: only the exchanges older than it. */
  before?: string;
}

/** A page of a conversation's exchanges; `hasMore` when more lie beyond it in its order. */
export type ConversationLogPage = ListPage<ConversationMessageItem> & { hasMore: boolean };

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
  return client.post('/v1/aitalk/log/list', query, options);
}

/** `POST /v1/aitalk/log/update {id, title}` (§7): renames a conversation (重命名), 1..50 chars. */
export function renameConversation(
  client: ApiClient,
  id: string,
  title: string,
  options?: RequestOptions,
): Promise<{ id: string; title: string }> {
  return client.post('/v1/aitalk/log/update', { id, title }, options);
}

/** `POST /v1/aitalk/info {id}` (§7): one conversation. */
export function fetchConversation(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<ConversationItem> {
  return client.post('/v1/aitalk/info', { id }, options);
}

/** `POST /v1/aitalk/uri/info {uri}` (§7; public): the app of `/chat/{uri}` and its chat config. */
export function fetchChatUriInfo(
  client: ApiClient,
  uri: string,
  options?: RequestOptions,
): Promise<{ app: AppInfo; config: ChatConfigInfo }> {
  return client.post('/v1/aitalk/uri/info', { uri }, options);
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
  return client.post('/v1/aitalk/config', app, options);
}
