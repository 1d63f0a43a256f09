import type { JyyTabs } from '@aita/api';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface JyyState {
  tabs: JyyTabs | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string;
}

const initialState: JyyState = { tabs: null, status: 'idle', error: '' };

/** The os=jzax configuration from the server (docs/aiCourse.md "os=jzax"): tabs and subjects. */
export const jyySlice = createSlice({
  name: 'jyy',
  initialState,
  reducers: {
    jyyTabsRequested(state) {
      if (state.status !== 'ready') state.status = 'loading';
    },
    jyyTabsReceived(state, action: PayloadAction<JyyTabs>) {
      state.tabs = action.payload;
      state.status = 'ready';
      state.error = '';
    },
    jyyTabsFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectJyy: (state) => state,
  },
});

export const { jyyTabsRequested, jyyTabsReceived, jyyTabsFailed } = jyySlice.actions;
export const { selectJyy } = jyySlice.selectors;
