import type { AppIndexList, AppIndexListQuery, AppInfo } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';

/**
 * `POST /v1/app/index/list` (spec §7 "Apps and favourites"): the application centre's columns
 * and apps, optionally filtered by `name` or `category` (§3 "App list response").
 * On a non-200 code the caller shows the server msg (§8); the rejection's `msg` carries it.
 */
export function fetchAppIndexList(
  client: ApiClient,
  query: AppIndexListQuery = {},
  options?: RequestOptions,
): Promise<AppIndexList> {
  return client.post<AppIndexList>('/v1/app/index/list', query, options);
}

/** Answer of `POST /v1/app/search`: the ranked hits (at most 100) and how many matched. */
export interface AppSearchResult {
  list: AppInfo[];
  total: number;
}

/**
 * `POST /v1/app/search {query}` (spec §7; §4 "Search"): apps whose name or description contains
 * the query, exact name hits first. A blank query answers an empty list.
 */
export function searchApps(
  client: ApiClient,
  query: string,
  options?: RequestOptions,
): Promise<AppSearchResult> {
  return client.post<AppSearchResult>('/v1/app/search', { query }, options);
}

/** `GET /v1/app/recommend` (spec §7): the hot applications, at most 8. */
export function fetchRecommendedApps(
  client: ApiClient,
  options?: RequestOptions,
): Promise<AppInfo[]> {
  return client.get<AppInfo[]>('/v1/app/recommend', options);
}

/**
 * `POST /v1/aitalk/mylist/add {appId}` (spec §7): records that the logged-in teacher opened an
 * app (the recent list). Login required (20100).
 */
export function addRecentApp(
  client: ApiClient,
  appId: number,
  options?: RequestOptions,
): Promise<{ appId: number }> {
  return client.post<{ appId: number }>('/v1/aitalk/mylist/add', { appId }, options);
}

/**
 * `POST /v1/aiassistant/mylist/add {appId}` (spec §7): the same for an assistant app
 * (category `aiassistant`). Login required (20100).
 */
export function addRecentAssistant(
  client: ApiClient,
  appId: number,
  options?: RequestOptions,
): Promise<{ appId: number }> {
  return client.post<{ appId: number }>('/v1/aiassistant/mylist/add', { appId }, options);
}
