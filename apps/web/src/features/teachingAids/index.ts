// The teaching-aids feature (spec §2 "Class-book download dialogs"): the dialog's entry and host;
// its slice and saga load with the dialog.
import { classBookEntrySlice } from './classBookEntrySlice';

export type { classBookSlice } from './classBookSlice';
export { ClassBookDialogHost } from './ClassBookDialogHost';
export { classBookDialogOpened } from './classBookEntrySlice';

/** The class-book entry slice, for the root reducer. */
export const reducer = { classBookEntry: classBookEntrySlice.reducer };
