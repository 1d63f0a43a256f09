import type { WebSearchResult } from '@aita/core';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ChatState } from '../chatState';

/** The web results' reducers: the search drawer and the results cache of the hover cards. */
export const webResultsReducers = {
  /** Open the web-search drawer for an answer (optionally on citation `[n]`). */
  drawerOpened(state: ChatState, action: PayloadAction<{ logId: string; focus?: number }>) {
    state.drawer = {
      open: true,
      logId: action.payload.logId,
      focus: action.payload.focus ?? null,
    };
  },
  drawerClosed(state: ChatState) {
    state.drawer.open = false;
  },
  networkResultsRequested(_state: ChatState, _action: PayloadAction<{ logId: string }>) {},
  networkResultsLoading(state: ChatState, action: PayloadAction<{ logId: string }>) {
    state.results[action.payload.logId] = { status: 'loading', list: [] };
  },
  networkResultsLoaded(
    state: ChatState,
    action: PayloadAction<{ logId: string; list: WebSearchResult[] }>,
  ) {
    state.results[action.payload.logId] = { status: 'ready', list: action.payload.list };
  },
  networkResultsFailed(state: ChatState, action: PayloadAction<{ logId: string; error: string }>) {
    state.results[action.payload.logId] = {
      status: 'failed',
      list: [],
      error: action.payload.error,
    };
  },
};
