import type { AppIndexList, AppIndexListQuery } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the application centre's list is in its life. */
export type AppCenterStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** State of the application centre (spec §2 "Old home", §3 "App list response"). */
export interface AppCenterState {
  status: AppCenterStatus;
  list: AppIndexList | null;
  /** Chinese message of the last failure (server msg or 网络异常，暂无数据). */
  error: string | null;
}

const initialState: AppCenterState = { status: 'idle', list: null, error: null };

/**
 * The application centre slice. Actions are events: the page asks (`appListRequested`),
 * the saga answers (`appListReceived` / `appListFailed`).
 */
export const appCenterSlice = createSlice({
  name: 'appCenter',
  initialState,
  reducers: {
    appListRequested: {
      reducer(state, _action: PayloadAction<AppIndexListQuery>) {
        state.status = 'loading';
        state.error = null;
      },
      prepare: (query: AppIndexListQuery = {}) => ({ payload: query }),
    },
    appListReceived(state, action: PayloadAction<AppIndexList>) {
      state.status = 'succeeded';
      state.list = action.payload;
      state.error = null;
    },
    appListFailed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
});

export const { appListRequested, appListReceived, appListFailed } = appCenterSlice.actions;
