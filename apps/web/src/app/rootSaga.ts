import { call, spawn } from 'typed-redux-saga';
import { watchActivity } from '../features/activity/activitySaga';
import { watchAppCenter } from '../features/apps/appCenter/appCenterSaga';
import { watchAppOpen } from '../features/apps/appOpen/appOpenSaga';
import { watchFavourites } from '../features/apps/favourites/favouritesSaga';
import { watchHome } from '../features/home/homeSaga';
import { watchSidePanel } from '../features/layout/sidePanel/sidePanelSaga';
import { watchExperiment } from '../features/home/experiment/experimentSaga';
import { watchAuth } from '../features/identity/auth/authSaga';
import { watchProfile } from '../features/identity/profile/profileSaga';
import { watchMembershipEntry } from '../features/membership/membershipEntrySaga';
import type { Watcher } from '../shared/lazyFeature';

/**
 * Every entry-chunk feature's watcher; each runs in its own spawned task. Chat and
 * conversations load with their route (`chatFeature`, issue 4).
 */
export const watchers: readonly Watcher[] = [
  watchAuth,
  watchProfile,
  watchAppCenter,
  watchFavourites,
  watchAppOpen,
  watchHome,
  watchActivity,
  watchSidePanel,
  watchExperiment,
  watchMembershipEntry,
];

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

/** The root saga: spawns each feature watcher (CONVENTIONS.md "apps/web"). */
export function* rootSaga(features: readonly Watcher[] = watchers) {
  for (const watcher of features) {
    yield* spawn(keepAlive, watcher);
  }
}
