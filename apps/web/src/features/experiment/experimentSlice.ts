import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** State of the home experiment (spec §2 /home/index, §9 "A/B strategy fixed to A"). */
export interface ExperimentState {
  /** `null` until known: the home shows 正在加载 meanwhile. */
  strategy: string | null;
}

const initialState: ExperimentState = { strategy: null };

/** The experiment slice; `strategyResolved` is dispatched by the experiment saga. */
export const experimentSlice = createSlice({
  name: 'experiment',
  initialState,
  reducers: {
    strategyResolved(state, action: PayloadAction<string>) {
      state.strategy = action.payload;
    },
  },
});

export const { strategyResolved } = experimentSlice.actions;

/** The resolved strategy, or `null` while unknown. */
export const selectHomeStrategy = (state: { experiment: ExperimentState }) =>
  state.experiment.strategy;
