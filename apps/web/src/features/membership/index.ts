// The membership feature (spec §1 "Membership (VIP)", §2 "Order dialog"): the dialogs' entry
// (in the entry chunk) and their host; the dialogs' own slice and saga load with them.
import { watchMembershipEntry } from './membershipEntrySaga';
import { membershipEntrySlice } from './membershipEntrySlice';

export type { membershipSlice } from './membershipSlice';
export { MembershipDialogsHost } from './MembershipDialogsHost';
export { ordersDialogRequested, purchaseDialogRequested } from './membershipEntrySlice';
export { MEMBERSHIP_LABELS } from './strings';

/** The membership entry slice, for the root reducer. */
export const reducer = { membershipEntry: membershipEntrySlice.reducer };

/** The membership entry watcher. */
export const saga = watchMembershipEntry;
