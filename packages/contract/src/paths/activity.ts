/**
 * The activity area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/activity`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the activity area (`paths.activity`). */
export const activityPaths = {
  info: route('POST', '/v1/activity/info', 'json', 'optional'),
  banner: route('GET', '/static/activity/:file', 'blob', 'public'),
} as const;
