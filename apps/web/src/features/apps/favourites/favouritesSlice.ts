import type { AppIndexList, AppInfo } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../../identity';
import { appListReceived, searchResultsReceived } from '../appCenter/appCenterSlice';

/** The teacher's favourites strip (spec §2 "Old home": shown only when logged in). */
export interface FavouritesState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  list: AppInfo[];
  /** appIds with a collect/cancel call in flight (the star ignores clicks meanwhile). */
  pending: number[];
  /**
   * The set of collected appIds (as `appId → true`, serialisable): the one truth of every star
   * (sections, search results, strip). Each server answer that carries `isCollect` sets the
   * membership of its apps; a collect or cancel sets it for its app (§4 "updates in place").
   */
  collected: Record<number, true>;
  /** 最近使用: what `/v1/aitalk/mylist/add` wrote, newest first (`/v1/aitalk/mylist/recent`). */
  recent: AppInfo[];
}

const initialState: FavouritesState = {
  status: 'idle',
  list: [],
  pending: [],
  collected: {},
  recent: [],
};

/** Records the server's `isCollect` of each app in `apps` in the collected set. */
function learnCollected(collected: Record<number, true>, apps: readonly AppInfo[] | undefined) {
  for (const app of apps ?? []) {
    if (app.isCollect === 1) collected[app.appId] = true;
    else delete collected[app.appId];
  }
}

/** Every app of the application centre's list (the same app may sit in several columns). */
function appsOf(list: AppIndexList): AppInfo[][] {
  return [
    ...[...list.columnList, ...list.newColumnList].map((column) => column.appList ?? []),
    ...Object.values(list.appList),
    ...Object.values(list.newAppList),
  ];
}

/** A favourite that changed on the server: every list updates `isCollect` in place (§4). */
export interface FavouriteChange {
  appId: number;
  isCollect: 0 | 1;
  /** The app, when known, so the strip can show a new favourite at once. */
  app?: AppInfo;
}

/**
 * The favourites slice. Events: the star was clicked (`favouriteToggled`), the server agreed
 * (`favouriteChanged`: the collected set changes, so every star of the app does) or refused
 * (`favouriteFailed`); the strip loads with `favouritesRequested`.
 */
export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    favouritesRequested(state) {
      state.status = 'loading';
    },
    favouritesReceived(state, action: PayloadAction<AppInfo[]>) {
      state.status = 'succeeded';
      state.list = action.payload;
      for (const app of action.payload) state.collected[app.appId] = true;
    },
    recentAppsReceived(state, action: PayloadAction<AppInfo[]>) {
      state.recent = action.payload;
      learnCollected(state.collected, action.payload);
    },
    favouritesFailed(state) {
      state.status = 'failed';
    },
    /** §4: the star was clicked; the saga collects (isCollect 0) or cancels (isCollect 1). */
    favouriteToggled(state, action: PayloadAction<AppInfo>) {
      if (!state.pending.includes(action.payload.appId)) state.pending.push(action.payload.appId);
    },
    favouriteChanged(state, action: PayloadAction<FavouriteChange>) {
      const { appId, isCollect, app } = action.payload;
      state.pending = state.pending.filter((id) => id !== appId);
      if (isCollect === 1) state.collected[appId] = true;
      else delete state.collected[appId];
      if (isCollect === 0) {
        state.list = state.list.filter((item) => item.appId !== appId);
      } else if (app && !state.list.some((item) => item.appId === appId)) {
        state.list.unshift({ ...app, isCollect: 1 });
      }
    },
    favouriteFailed(state, action: PayloadAction<{ appId: number }>) {
      state.pending = state.pending.filter((id) => id !== action.payload.appId);
    },
  },
  extraReducers: (builder) => {
    // Per-user state goes with the teacher (§4 logout).
    builder.addCase(loggedOut, () => initialState);
    builder.addCase(appListReceived, (state, action) => {
      for (const apps of appsOf(action.payload)) learnCollected(state.collected, apps);
    });
    builder.addCase(searchResultsReceived, (state, action) => {
      learnCollected(state.collected, action.payload.list);
    });
  },
});

export const {
  recentAppsReceived,
  favouritesRequested,
  favouritesReceived,
  favouritesFailed,
  favouriteToggled,
  favouriteChanged,
  favouriteFailed,
} = favouritesSlice.actions;

type WithFavourites = { favourites: FavouritesState };

/** The favourites strip, newest first. */
export const selectFavourites = (state: WithFavourites) => state.favourites.list;
/** 最近使用, newest first. */
export const selectRecentApps = (state: WithFavourites) => state.favourites.recent;
/** Whether the strip has loaded. */
export const selectFavouritesStatus = (state: WithFavourites) => state.favourites.status;
/** appIds whose star is waiting for the server. */
export const selectPendingFavourites = (state: WithFavourites) => state.favourites.pending;

/** Whether the app `appId` is collected: its star, wherever the app is shown (§4). */
export const makeSelectIsCollected = (appId: number) => (state: WithFavourites) =>
  state.favourites.collected[appId] === true;
