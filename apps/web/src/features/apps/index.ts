// The apps feature (spec §2 "Old home", §4 "Search", "Favourite", app opening): the application
// centre, favourites, search and opening an app.
import { lazyPage } from '../../shared/lazyPage';
import { spawnWatchers } from '../../shared/saga/watchers';
import { watchAppCenter } from './appCenter/appCenterSaga';
import { appCenterSlice } from './appCenter/appCenterSlice';
import { watchAppOpen } from './appOpen/appOpenSaga';
import { appOpenSlice } from './appOpen/appOpenSlice';
import { watchFavourites } from './favourites/favouritesSaga';
import { favouritesSlice } from './favourites/favouritesSlice';

export { selectVipOpen, vipDialogToggled } from './appOpen/appOpenSlice';

/** Loads the application centre's chunk (`/apps/index`, and the old home of strategy B). */
export const loadAppCenterPage = () => import('./appCenter/AppCenterPage');

const AppCenterPage = lazyPage(loadAppCenterPage, 'AppCenterPage');

/** `/apps/index` (spec §2). */
export const routes = [{ path: 'apps/index', Component: AppCenterPage }];

/** The apps slices, for the root reducer. */
export const reducer = {
  appCenter: appCenterSlice.reducer,
  favourites: favouritesSlice.reducer,
  appOpen: appOpenSlice.reducer,
};

/** The apps watchers: list and search, favourites, opening an app. */
export function* saga() {
  yield* spawnWatchers([watchAppCenter, watchFavourites, watchAppOpen]);
}
