import type { ActivityInfo } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';

/**
 * `POST /v1/activity/info` (spec §7, §3 Activity info): the invite/activity banner shows when
 * `status` is 1; `sidebarJumpUrl` carries the activity id and the teacher's token.
 */
export function fetchActivityInfo(
  client: ApiClient,
  options?: RequestOptions,
): Promise<ActivityInfo> {
  return client.post<ActivityInfo>('/v1/activity/info', {}, options);
}
