import type { AppIndexList, AppIndexListQuery } from '@aita/core';
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
