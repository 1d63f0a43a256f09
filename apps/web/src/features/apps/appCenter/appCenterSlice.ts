import type { AppIndexList, AppIndexListQuery, AppInfo } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the application centre's list is in its life. */
export type AppCenterStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** State of the application centre (spec §2 "Old home", §3 "App list response"). */
export interface AppCenterState {
  status: AppCenterStatus;
  list: AppIndexList | null;
  /** Chinese message of the last failure (server msg or 网络异常，暂无数据). */
  error: string | null;
  /** §4 "Search": the search-results view, when active. */
  search: SearchState;
}

/** The search-results view of the old home (§2, §4 "Search"). */
export interface SearchState {
  /** True in searching mode; back-to-home leaves it. */
  active: boolean;
  /** The query of the results shown (trimmed). */
  query: string;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  results: AppInfo[];
  total: number;
  error: string | null;
}

const initialSearch: SearchState = {
  active: false,
  query: '',
  status: 'idle',
  results: [],
  total: 0,
  error: null,
};

const initialState: AppCenterState = {
  status: 'idle',
  list: null,
  error: null,
  search: initialSearch,
};

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
    /** §4: a non-blank search was submitted: enter searching mode. */
    searchSubmitted(state, action: PayloadAction<string>) {
      state.search = {
        ...initialSearch,
        active: true,
        query: action.payload.trim(),
        status: 'loading',
      };
    },
    searchResultsReceived(state, action: PayloadAction<{ list: AppInfo[]; total: number }>) {
      state.search.status = 'succeeded';
      state.search.results = action.payload.list;
      state.search.total = action.payload.total;
    },
    searchFailed(state, action: PayloadAction<{ message: string }>) {
      state.search.status = 'failed';
      state.search.error = action.payload.message;
    },
    /** §4: back-to-home leaves searching mode (the page resets to the first category). */
    searchLeft(state) {
      state.search = initialSearch;
    },
  },
});

export const {
  appListRequested,
  appListReceived,
  appListFailed,
  searchSubmitted,
  searchResultsReceived,
  searchFailed,
  searchLeft,
} = appCenterSlice.actions;
