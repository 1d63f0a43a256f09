import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { activitySlice } from '../features/activity/activitySlice';
import { appCenterSlice } from '../features/appCenter/appCenterSlice';
import { appOpenSlice } from '../features/appOpen/appOpenSlice';
import { favouritesSlice } from '../features/favourites/favouritesSlice';
import { homeSlice } from '../features/home/homeSlice';
import { sidePanelSlice } from '../features/sidePanel/sidePanelSlice';
import { authSlice } from '../features/auth/authSlice';
import { chatSlice } from '../features/chat/chatSlice';
import { conversationsSlice } from '../features/conversations/conversationsSlice';
import { experimentSlice } from '../features/experiment/experimentSlice';
import { profileSlice } from '../features/profile/profileSlice';
import { toastSlice } from '../features/toast/toastSlice';
import { userSlice } from '../features/user/userSlice';
import { rootSaga } from './rootSaga';
import type { AppServices } from './services';

const rootReducer = combineReducers({
  [appCenterSlice.name]: appCenterSlice.reducer,
  [favouritesSlice.name]: favouritesSlice.reducer,
  [appOpenSlice.name]: appOpenSlice.reducer,
  [homeSlice.name]: homeSlice.reducer,
  [activitySlice.name]: activitySlice.reducer,
  [sidePanelSlice.name]: sidePanelSlice.reducer,
  [experimentSlice.name]: experimentSlice.reducer,
  [userSlice.name]: userSlice.reducer,
  [authSlice.name]: authSlice.reducer,
  [toastSlice.name]: toastSlice.reducer,
  [chatSlice.name]: chatSlice.reducer,
  [conversationsSlice.name]: conversationsSlice.reducer,
  [profileSlice.name]: profileSlice.reducer,
});

/** The whole Redux state. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * Creates the store with the saga middleware and starts the root saga. `services` are the
 * outside world (HTTP); tests pass real ones pointed at a real server.
 */
export function createAppStore({
  services,
  preloadedState,
}: {
  services: AppServices;
  preloadedState?: Partial<RootState>;
}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  const sagaTask = sagaMiddleware.run(rootSaga, services);
  return Object.assign(store, { sagaTask });
}

/** The store type. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The store's dispatch. */
export type AppDispatch = AppStore['dispatch'];
