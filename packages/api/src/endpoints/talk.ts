import type { AppInfo, ChatConfig } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';

/**
 * A conversation as `/v1/aitalk/mylist` and `/v1/aitalk/info` answer it (docs/assistant.md
 * "Conversation calls"; the spec shows no shape).
 */
export interface ConversationItem {
  /** UUID. */
  id: string;
  title: string;
  /** The app, or 0 for the assistant. */
  appId: number;
  /** The app's chat uri; `''` for the assistant. */
  uri: string;
  appName: string;
  appLogo: string;
  /** 1 when pinned (置顶). */
  isTop: 0 | 1;
  /** Unix seconds. */
  createTime: number;
  updateTime: number;
}

/** One stored exchange of a conversation, oldest first (`/v1/aitalk/log/list`). */
export interface ConversationMessageItem {
  logId: string;
  question: string;
  answer: string;
  reasoning: string;
  /** 1 while generating, else 3, 4 or 5 (§4). */
  status: number;
  imgUrls: string[];
  isDeepThink: 0 | 1;
  isNetwork: 0 | 2;
  /** True when web search ran; the results are at `/v1/network/log/list {logId}`. */
  isNetworkSearch: boolean;
  networkNumber: number;
  /** Unix seconds. */
  createTime: number;
}

/** A page of a list call. */
export interface ListPage<T> {
  list: T[];
  total: number;
}

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

/**
 * `POST /v1/aitalk/log/list {id, page?, pageSize?}` (§7): the exchanges of a conversation,
 * oldest first.
 */
export function fetchConversationLog(
  client: ApiClient,
  query: { id: string; page?: number; pageSize?: number },
  options?: RequestOptions,
): Promise<ListPage<ConversationMessageItem>> {
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
