import type { AppInfo } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';

/** §4: 1 collects, 0 cancels. */
export type FavouriteStatus = 0 | 1;

/** Answer of `POST /v1/aitalk/collect/list`: the teacher's favourites, newest first. */
export interface FavouriteList {
  list: AppInfo[];
  total: number;
}

/** `POST /v1/aitalk/collect/list` (spec §7): the favourites strip. Login required (20100). */
export function fetchFavourites(
  client: ApiClient,
  options?: RequestOptions,
): Promise<FavouriteList> {
  return client.post<FavouriteList>('/v1/aitalk/collect/list', {}, options);
}

/**
 * `POST /v1/aitalk/collect/update {appId, status}` (spec §4, §7): status 1 collects, 0 cancels;
 * idempotent. An unknown app rejects with 40004 and the server msg (§8 "Collect failure").
 */
export function updateFavourite(
  client: ApiClient,
  appId: number,
  status: FavouriteStatus,
  options?: RequestOptions,
): Promise<{ appId: number; status: FavouriteStatus }> {
  return client.post<{ appId: number; status: FavouriteStatus }>(
    '/v1/aitalk/collect/update',
    { appId, status },
    // Not a timeout-retry candidate twice over: idempotent on the server, so retries are safe.
    options,
  );
}
