import type { apps, Data } from '@aita/contract';
import { appsPaths } from '@aita/contract/paths/apps';
import type { AppIndexList, AppIndexListQuery, AppInfo } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

/** Answer of `POST /v1/app/search`: the ranked hits (at most 100) and how many matched. */
export type AppSearchResult = Data<typeof apps.search>;

/** §4: 1 collects, 0 cancels. */
export type FavouriteStatus = 0 | 1;

/** Answer of `POST /v1/aitalk/collect/list`: the teacher's favourites, newest first. */
export type FavouriteList = Data<typeof apps.favourites>;

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
  return send<typeof apps.indexList>(client, appsPaths.indexList, query, options);
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
  return send<typeof apps.search>(client, appsPaths.search, { query }, options);
}

/** `GET /v1/app/recommend` (spec §7): the hot applications, at most 8. */
export function fetchRecommendedApps(
  client: ApiClient,
  options?: RequestOptions,
): Promise<AppInfo[]> {
  return send<typeof apps.recommend>(client, appsPaths.recommend, undefined, options);
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
  return send<typeof apps.addRecentApp>(client, appsPaths.addRecentApp, { appId }, options);
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
  const route = appsPaths.addRecentAssistant;
  return send<typeof apps.addRecentAssistant>(client, route, { appId }, options);
}

/** `POST /v1/aitalk/collect/list` (spec §7): the favourites strip. Login required (20100). */
export function fetchFavourites(
  client: ApiClient,
  options?: RequestOptions,
): Promise<FavouriteList> {
  return send<typeof apps.favourites>(client, appsPaths.favourites, {}, options);
}

/** `POST /v1/aitalk/mylist/recent` (login): the apps opened lately, newest first, at most 8. */
export function fetchRecentApps(
  client: ApiClient,
  options?: RequestOptions,
): Promise<FavouriteList> {
  return send<typeof apps.recentApps>(client, appsPaths.recentApps, {}, options);
}

/**
 * `POST /v1/aitalk/collect/update {appId, status}` (spec §4, §7): status 1 collects, 0 cancels;
 * idempotent (so timeout retries are safe). An unknown app rejects with 40004 and the server msg
 * (§8 "Collect failure").
 */
export function updateFavourite(
  client: ApiClient,
  appId: number,
  status: FavouriteStatus,
  options?: RequestOptions,
): Promise<{ appId: number; status: FavouriteStatus }> {
  const route = appsPaths.updateFavourite;
  return send<typeof apps.updateFavourite>(client, route, { appId, status }, options);
}
