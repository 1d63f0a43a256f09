import {
  combineSlices,
  configureStore,
  createAction,
  type Reducer,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { activitySlice } from '../features/activity/activitySlice';
import { appCenterSlice } from '../features/apps/appCenter/appCenterSlice';
import { appOpenSlice } from '../features/apps/appOpen/appOpenSlice';
import { favouritesSlice } from '../features/apps/favourites/favouritesSlice';
import { homeSlice } from '../features/home/homeSlice';
import { sidePanelSlice } from '../features/layout/sidePanel/sidePanelSlice';
import { authSlice } from '../features/identity/auth/authSlice';
import type { chatSlice } from '../features/assistant/chatSlice';
import { classBookEntrySlice } from '../features/teachingAids/classBookEntrySlice';
import type { classBookSlice } from '../features/teachingAids/classBookSlice';
import type { conversationsSlice } from '../features/assistant/conversations/conversationsSlice';
import { membershipEntrySlice } from '../features/membership/membershipEntrySlice';
import type { membershipSlice } from '../features/membership/membershipSlice';
import { experimentSlice } from '../features/home/experiment/experimentSlice';
import { profileSlice } from '../features/identity/profile/profileSlice';
import { toastSlice } from '../shared/toast/toastSlice';
import { userSlice } from '../features/identity/user/userSlice';
import type { LazyFeature } from '../shared/lazyFeature';
import type { SagaContext } from '../shared/ports/context';
import { rootSaga } from './rootSaga';

/**
 * Slices that are not in the entry chunk (issue 4): the chat route and the membership dialogs
 * inject them with their sagas on first load (`LazyFeature`, `useLazyFeature`).
 */
export interface LazyLoadedSlices
  extends
    WithSlice<typeof chatSlice>,
    WithSlice<typeof conversationsSlice>,
    WithSlice<typeof membershipSlice>,
    WithSlice<typeof classBookSlice> {}

/** The root reducer; lazily loaded features `inject` their slices into it. */
export const rootReducer = combineSlices(
  appCenterSlice,
  favouritesSlice,
  appOpenSlice,
  homeSlice,
  activitySlice,
  sidePanelSlice,
  experimentSlice,
  userSlice,
  authSlice,
  toastSlice,
  profileSlice,
  membershipEntrySlice,
  classBookEntrySlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * The whole Redux state. Lazy slices are typed as present: only code of their own (lazily
 * loaded) feature reads them, and it runs after `loadFeature` injected them.
 */
export type RootState = ReturnType<typeof rootReducer> & LazyLoadedSlices;

/** Dispatched after a lazy feature was injected, so its slices get their initial state. */
export const featureLoaded = createAction<string>('app/featureLoaded');

/**
 * Creates the store with the saga middleware and starts the root saga; `loadFeature` adds a
 * lazily loaded feature later. `context` is the outside world: the api client the sagas call
 * and the host ports (tests pass a real client pointed at a real server and memory ports).
 */
export function createAppStore({
  context,
  preloadedState,
  features = [],
}: {
  context: SagaContext;
  preloadedState?: Partial<RootState>;
  /** Lazy features to register right away (tests use every feature on a real store). */
  features?: readonly LazyFeature[];
}) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...context } });
  const store = configureStore({
    // Typed with the lazy slices present (see RootState): the store's getState matches it.
    reducer: rootReducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  const sagaTask = sagaMiddleware.run(rootSaga);
  const loaded = new Set<string>();
  /** Injects a lazy feature's slices and starts its sagas, once per store. */
  const loadFeature = (feature: LazyFeature) => {
    if (loaded.has(feature.name)) return;
    for (const slice of feature.slices) rootReducer.inject(slice as never);
    store.dispatch(featureLoaded(feature.name));
    loaded.add(feature.name);
    sagaMiddleware.run(rootSaga, feature.watchers);
  };
  features.forEach(loadFeature);
  return Object.assign(store, { sagaTask, loadFeature });
}

/** The store type. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The store's dispatch. */
export type AppDispatch = AppStore['dispatch'];
