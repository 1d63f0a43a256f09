import type { ExperimentInfo } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** State of the home experiment (spec §2 /home/index, §9 "A/B strategy fixed to A"). */
export interface ExperimentState {
  /** `null` until known: the home shows 正在加载 meanwhile. */
  info: ExperimentInfo | null;
}

const initialState: ExperimentState = { info: null };

/** The experiment slice; `experimentResolved` is dispatched by the experiment saga. */
export const experimentSlice = createSlice({
  name: 'experiment',
  initialState,
  reducers: {
    experimentResolved(state, action: PayloadAction<ExperimentInfo>) {
      state.info = action.payload;
    },
  },
});

export const { experimentResolved } = experimentSlice.actions;

/** The resolved strategy, or `null` while unknown. */
export const selectHomeStrategy = (state: { experiment: ExperimentState }) =>
  state.experiment.info?.strategy ?? null;
