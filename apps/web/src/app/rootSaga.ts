import * as activity from '../features/activity';
import * as apps from '../features/apps';
import * as home from '../features/home';
import * as identity from '../features/identity';
import * as layout from '../features/layout';
import * as membership from '../features/membership';
import type { Watcher } from '../shared/lazyFeature';
import { spawnWatchers } from '../shared/saga/watchers';

/**
 * Every entry-chunk feature's saga; each runs in its own spawned task (and spawns its own
 * watchers the same way). The assistant, membership dialogs and class book load their sagas
 * with their chunk (`LazyFeature`).
 */
export const watchers: readonly Watcher[] = [
  identity.saga,
  apps.saga,
  home.saga,
  activity.saga,
  layout.saga,
  membership.saga,
];

/** The root saga: spawns each feature's saga (CONVENTIONS.md "apps/web"). */
export function* rootSaga(features: readonly Watcher[] = watchers) {
  yield* spawnWatchers(features);
}
