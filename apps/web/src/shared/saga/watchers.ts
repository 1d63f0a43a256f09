import { call, spawn } from 'typed-redux-saga';
import type { Watcher } from '../lazyFeature';

/**
 * Runs `watcher`; if it throws, logs and restarts it, so one feature's bug neither kills the
 * other features (they are spawned, detached) nor leaves this feature dead.
 */
function* keepAlive(watcher: Watcher) {
  for (;;) {
    try {
      yield* call(watcher);
      return;
    } catch (error) {
      console.error(`[saga] ${watcher.name} crashed; restarting`, error);
    }
  }
}

/**
 * Spawns each watcher in its own detached, restarting task (CONVENTIONS.md "rootSaga spawns
 * each feature's watcher so one crash does not kill the others"). A feature's `saga` and the
 * root saga both use it.
 */
export function* spawnWatchers(watchers: readonly Watcher[]) {
  for (const watcher of watchers) {
    yield* spawn(keepAlive, watcher);
  }
}
