import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../identity';

/** The two membership dialogs (spec §1 "Membership (VIP)", §2 "Order dialog"). */
export type MemberDialog = 'purchase' | 'orders';
/** The purchase dialog's tabs: buy a product, or redeem a code. */
export type PurchaseTab = 'buy' | 'redeem';

/**
 * Which membership dialog is open. This small slice is in the entry chunk so every entry point
 * (user menu, personal page, nobook dialog, order dialog) can open a dialog; the dialogs, their
 * state and sagas are the lazy `membership` feature (`membershipFeature.ts`).
 */
export interface MembershipEntryState {
  open: MemberDialog | null;
  tab: PurchaseTab;
}

const initialState: MembershipEntryState = { open: null, tab: 'buy' };

/** Where a dialog was asked for (for the login reason and tests). */
export interface MembershipDialogRequest {
  tab?: PurchaseTab;
  source: string;
}

/**
 * Events: `purchaseDialogRequested` / `ordersDialogRequested` from an entry point (the entry saga
 * sends an anonymous teacher to login first, §6 "orders need login"); `memberDialogOpened`
 * and `memberDialogClosed` change what is shown.
 */
export const membershipEntrySlice = createSlice({
  name: 'membershipEntry',
  initialState,
  reducers: {
    purchaseDialogRequested(_state, _action: PayloadAction<MembershipDialogRequest>) {
      // Handled by the membership entry saga.
    },
    ordersDialogRequested(_state, _action: PayloadAction<MembershipDialogRequest>) {
      // Handled by the membership entry saga.
    },
    memberDialogOpened(state, action: PayloadAction<{ dialog: MemberDialog; tab?: PurchaseTab }>) {
      state.open = action.payload.dialog;
      state.tab = action.payload.tab ?? 'buy';
    },
    purchaseTabChanged(state, action: PayloadAction<PurchaseTab>) {
      state.tab = action.payload;
    },
    memberDialogClosed(state) {
      state.open = null;
      state.tab = 'buy';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  purchaseDialogRequested,
  ordersDialogRequested,
  memberDialogOpened,
  purchaseTabChanged,
  memberDialogClosed,
} = membershipEntrySlice.actions;

type WithMembershipEntry = { membershipEntry: MembershipEntryState };
/** The open membership dialog, or null. */
export const selectMemberDialog = (state: WithMembershipEntry) => state.membershipEntry.open;
/** The purchase dialog's tab. */
export const selectPurchaseTab = (state: WithMembershipEntry) => state.membershipEntry.tab;
