import type { BankQuestion } from '@aita/api';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** 收藏 asked for one question: 1 stars it, 0 removes the star (the saga calls the server). */
export const favouriteToggleRequested = createAction<{ questionId: number; status: 0 | 1 }>(
  'questionShelf/favouriteToggleRequested',
);

/** The 找相似题 dialog: the question it started from and what the server offered. */
export interface SimilarState {
  source: BankQuestion | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  list: BankQuestion[];
  error: string;
}

const initialState: SimilarState = { source: null, status: 'idle', list: [], error: '' };

/**
 * 相似题 (docs/questionBank.md "Favourites and similar questions"): opened from a card, shows
 * up to ten questions sharing its knowledge points, each one click from the 试题篮.
 */
export const similarSlice = createSlice({
  name: 'questionSimilar',
  initialState,
  reducers: {
    similarRequested(state: SimilarState, action: PayloadAction<BankQuestion>) {
      Object.assign(state, { ...initialState, source: action.payload, status: 'loading' });
    },
    similarReceived(state: SimilarState, action: PayloadAction<BankQuestion[]>) {
      state.status = 'ready';
      state.list = action.payload;
    },
    similarFailed(state: SimilarState, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    similarClosed: () => initialState,
  },
});

export const { similarRequested, similarReceived, similarFailed, similarClosed } =
  similarSlice.actions;

/** The 找相似题 dialog's state (closed while the feature is not loaded). */
export const selectSimilar = (state: unknown): SimilarState =>
  (state as { questionSimilar?: SimilarState }).questionSimilar ?? initialState;
