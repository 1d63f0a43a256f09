import type { ToastItem, ToastKind } from '@aita/ui';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The toasts on screen (spec §8 messages, shown the same way by every feature). */
export interface ToastState {
  items: ToastItem[];
  nextId: number;
}

const initialState: ToastState = { items: [], nextId: 1 };

/** At most this many toasts at once; the oldest goes first. */
export const MAX_TOASTS = 3;

/**
 * The toast slice. Contract: `toastShown({ kind, text })` from any feature or saga; the
 * layout's `ToastHost` shows it and dismisses it after a few seconds.
 */
export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    /**
     * The same kind and text already on screen is not stacked again: it moves to the end with a
     * new id (its host restarts the dismiss timer), so a repeated failure shows one toast.
     */
    toastShown(state, action: PayloadAction<{ kind: ToastKind; text: string }>) {
      const { kind, text } = action.payload;
      state.items = state.items.filter((item) => item.kind !== kind || item.text !== text);
      state.items.push({ id: state.nextId, ...action.payload });
      state.nextId += 1;
      if (state.items.length > MAX_TOASTS) state.items.splice(0, state.items.length - MAX_TOASTS);
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;

/** The toasts on screen, oldest first. */
export const selectToasts = (state: { toast: ToastState }) => state.toast.items;
