import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the class-book download dialog is open (spec §2 "Class-book download dialogs"). This
 * small slice is in the entry chunk so the home's feature card can open the dialog; the dialog,
 * its state and saga are the lazy `classBook` feature (`classBookFeature.ts`).
 */
export interface ClassBookEntryState {
  open: boolean;
}

const initialState: ClassBookEntryState = { open: false };

/**
 * Events: `classBookDialogOpened` (the 教辅资料下载 card) and `classBookDialogClosed` (×, Escape,
 * the backdrop, or a finished download). Closing also resets the dialog to step 1.
 */
export const classBookEntrySlice = createSlice({
  name: 'classBookEntry',
  initialState,
  reducers: {
    classBookDialogOpened(state) {
      state.open = true;
    },
    classBookDialogClosed(state) {
      state.open = false;
    },
  },
});

export const { classBookDialogOpened, classBookDialogClosed } = classBookEntrySlice.actions;

/** Whether the class-book dialog is open. */
export const selectClassBookOpen = (state: { classBookEntry: ClassBookEntryState }) =>
  state.classBookEntry.open;
