import type { activity } from '@aita/contract';
import { activityPaths } from '@aita/contract/paths/activity';
import type { ActivityInfo } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

/**
 * `POST /v1/activity/info` (spec §7, §3 Activity info): the invite/activity banner shows when
 * `status` is 1; `sidebarJumpUrl` carries the activity id (and, for another site's page, a
 * single-use login ticket; never the token).
 */
export function fetchActivityInfo(
  client: ApiClient,
  options?: RequestOptions,
): Promise<ActivityInfo> {
  return send<typeof activity.info>(client, activityPaths.info, {}, options);
}
