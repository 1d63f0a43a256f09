import { PAPER_QUESTIONS_MAX, type QuestionType } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../identity';

/** A question in the basket: what the basket bar counts by type. */
export interface BasketEntry {
  questionId: number;
  type: QuestionType;
}

/** The 试题篮: questions picked in the bank for a new paper (docs/examPaper.md "Web"). */
export interface BasketState {
  entries: BasketEntry[];
}

const initialState: BasketState = { entries: [] };

/**
 * The 试题篮 (docs/examPaper.md "Web"): filled from the question cards, emptied when a paper is
 * made from it; kept across reloads per teacher by `basketSaga` (the `basket` port), emptied at
 * logout. At most {@link PAPER_QUESTIONS_MAX} entries.
 */
export const basketSlice = createSlice({
  name: 'questionBasket',
  initialState,
  reducers: {
    basketToggled(state: BasketState, action: PayloadAction<BasketEntry>) {
      const at = state.entries.findIndex((e) => e.questionId === action.payload.questionId);
      if (at >= 0) state.entries.splice(at, 1);
      else if (state.entries.length < PAPER_QUESTIONS_MAX) state.entries.push(action.payload);
    },
    basketCleared(state: BasketState) {
      state.entries = [];
    },
    /** The basket read back from storage (a reload, or the teacher's info arriving). */
    basketRestored(state: BasketState, action: PayloadAction<BasketEntry[]>) {
      state.entries = action.payload.slice(0, PAPER_QUESTIONS_MAX);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { basketToggled, basketCleared, basketRestored } = basketSlice.actions;

/** The basket's entries; empty while the slice is not loaded. */
export const selectBasketEntries = (state: unknown): BasketEntry[] =>
  (state as { questionBasket?: BasketState }).questionBasket?.entries ?? [];
