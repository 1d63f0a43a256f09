import {
  combineSlices,
  configureStore,
  createAction,
  type Reducer,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import * as activity from '../features/activity';
import * as apps from '../features/apps';
import type { chatSlice, conversationsSlice } from '../features/assistant';
import type { classroomSlice } from '../features/classroom';
import type { classroomItemsSlice } from '../features/classroom';
import type { coursewareSlice } from '../features/courseware';
import * as home from '../features/home';
import * as identity from '../features/identity';
import * as layout from '../features/layout';
import * as membership from '../features/membership';
import type { basketSlice, questionBankSlice } from '../features/questionBank';
import type { essayReviewSlice } from '../features/essayReview';
import type { examPaperSlice } from '../features/examPaper';
import type { knowledgeSlice } from '../features/knowledge';
import type { schoolSlice } from '../features/school';
import type { transcriptionSlice } from '../features/transcription';
import type { imageAppsSlice } from '../features/imageApps';
import type { aiCourseSlice } from '../features/aiCourse';
import type { jyySlice } from '../features/jyy';
import * as teachingAids from '../features/teachingAids';
import { toastSlice } from '../shared/toast/toastSlice';
import type { LazyFeature } from '../shared/lazyFeature';
import type { SagaContext } from '../shared/ports/context';
import { rootSaga } from './rootSaga';

/**
 * Slices that are not in the entry chunk: the chat route and the membership dialogs
 * inject them with their sagas on first load (`LazyFeature`, `useLazyFeature`).
 */
export interface LazyLoadedSlices
  extends
    WithSlice<typeof chatSlice>,
    WithSlice<typeof conversationsSlice>,
    WithSlice<typeof membership.membershipSlice>,
    WithSlice<typeof teachingAids.classBookSlice>,
    WithSlice<typeof questionBankSlice>,
    WithSlice<typeof essayReviewSlice>,
    WithSlice<typeof classroomSlice>,
    WithSlice<typeof classroomItemsSlice>,
    WithSlice<typeof basketSlice>,
    WithSlice<typeof examPaperSlice>,
    WithSlice<typeof knowledgeSlice>,
    WithSlice<typeof schoolSlice>,
    WithSlice<typeof transcriptionSlice>,
    WithSlice<typeof imageAppsSlice>,
    WithSlice<typeof aiCourseSlice>,
    WithSlice<typeof jyySlice>,
    WithSlice<typeof coursewareSlice> {}

/** The root reducer; lazily loaded features `inject` their slices into it. */
export const rootReducer = combineSlices(
  identity.reducer,
  apps.reducer,
  home.reducer,
  activity.reducer,
  layout.reducer,
  membership.reducer,
  teachingAids.reducer,
  toastSlice,
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

declare module '../shared/hooks' {
  /** The typed hooks of shared/ read this store's state (see `AppState` there). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppState extends RootState {}
}
