/**
 * The apps area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/apps`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the apps area (`paths.apps`). */
export const appsPaths = {
  indexList: route('POST', '/v1/app/index/list', 'json', 'optional'),
  search: route('POST', '/v1/app/search', 'json', 'optional'),
  recommend: route('GET', '/v1/app/recommend', 'json', 'optional'),
  favourites: route('POST', '/v1/aitalk/collect/list', 'json', 'user'),
  updateFavourite: route('POST', '/v1/aitalk/collect/update', 'json', 'user'),
  addRecentApp: route('POST', '/v1/aitalk/mylist/add', 'json', 'user'),
  /** What `/v1/aitalk/mylist/add` wrote: the recent apps, newest first (docs/apps.md). */
  recentApps: route('POST', '/v1/aitalk/mylist/recent', 'json', 'user'),
  addRecentAssistant: route('POST', '/v1/aiassistant/mylist/add', 'json', 'user'),
  logo: route('GET', '/static/app-logos/:file', 'blob', 'public'),
} as const;
