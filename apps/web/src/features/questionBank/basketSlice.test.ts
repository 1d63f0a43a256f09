import { PAPER_QUESTIONS_MAX } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { basketCleared, basketSlice, basketToggled, selectBasketEntries } from './basketSlice';

describe('basketSlice', () => {
  it('toggles questions in and out, stops at the paper limit, and empties', () => {
    let state = basketSlice.reducer(undefined, basketToggled({ questionId: 1, type: 'single' }));
    state = basketSlice.reducer(state, basketToggled({ questionId: 2, type: 'fill' }));
    state = basketSlice.reducer(state, basketToggled({ questionId: 1, type: 'single' }));
    expect(selectBasketEntries({ questionBasket: state })).toEqual([
      { questionId: 2, type: 'fill' },
    ]);
    for (let id = 10; id < 10 + PAPER_QUESTIONS_MAX + 5; id += 1) {
      state = basketSlice.reducer(state, basketToggled({ questionId: id, type: 'single' }));
    }
    expect(state.entries).toHaveLength(PAPER_QUESTIONS_MAX);
    expect(basketSlice.reducer(state, basketCleared()).entries).toEqual([]);
    expect(selectBasketEntries({})).toEqual([]);
  });
});
