import type { AppInfo } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../../identity/auth/authSlice';

/** The teacher's favourites strip (spec §2 "Old home": shown only when logged in). */
export interface FavouritesState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  list: AppInfo[];
  /** appIds with a collect/cancel call in flight (the star ignores clicks meanwhile). */
  pending: number[];
}

const initialState: FavouritesState = { status: 'idle', list: [], pending: [] };

/** A favourite that changed on the server: every list updates `isCollect` in place (§4). */
export interface FavouriteChange {
  appId: number;
  isCollect: 0 | 1;
  /** The app, when known, so the strip can show a new favourite at once. */
  app?: AppInfo;
}

/**
 * The favourites slice. Events: the star was clicked (`favouriteToggled`), the server agreed
 * (`favouriteChanged`, also reduced by the app centre for in-place updates) or refused
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
  },
});

export const {
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
/** Whether the strip has loaded. */
export const selectFavouritesStatus = (state: WithFavourites) => state.favourites.status;
/** appIds whose star is waiting for the server. */
export const selectPendingFavourites = (state: WithFavourites) => state.favourites.pending;

/**
 * Sets `isCollect` of `appId` in a list of apps, in place (Immer drafts). Used by every slice
 * that shows apps, so a star changes everywhere at once (§4).
 */
export function setCollectIn(apps: AppInfo[] | undefined, appId: number, isCollect: 0 | 1): void {
  if (!apps) return;
  for (const app of apps) if (app.appId === appId) app.isCollect = isCollect;
}
