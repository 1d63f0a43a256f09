import type { AppInfo } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../../identity';

/** Dialogs that opening an app may show (spec §2 "Old home"). */
export interface AppOpenState {
  /** The app in the 80%-wide app dialog, or null. */
  dialogApp: AppInfo | null;
  fullscreen: boolean;
  /** The nobook app whose membership dialog is open, or null. */
  membershipFor: string | null;
  /** The 30%-wide VIP activity dialog is open. */
  vipOpen: boolean;
}

const initialState: AppOpenState = {
  dialogApp: null,
  fullscreen: false,
  membershipFor: null,
  vipOpen: false,
};

/**
 * Opening an app by its category (§2, docs/home-web.md): `appOpened` is the event (the page
 * navigates for htmlfile and aiassistant itself); the saga records it for a logged-in teacher
 * and decides the dialogs.
 */
export const appOpenSlice = createSlice({
  name: 'appOpen',
  initialState,
  reducers: {
    appOpened(_state, _action: PayloadAction<AppInfo>) {
      // Handled by the appOpen saga.
    },
    appDialogShown(state, action: PayloadAction<AppInfo>) {
      state.dialogApp = action.payload;
      state.fullscreen = false;
    },
    appDialogFullscreenChanged(state, action: PayloadAction<boolean>) {
      state.fullscreen = action.payload;
    },
    appDialogClosed(state) {
      state.dialogApp = null;
      state.fullscreen = false;
    },
    membershipDialogShown(state, action: PayloadAction<string>) {
      state.membershipFor = action.payload;
    },
    membershipDialogClosed(state) {
      state.membershipFor = null;
    },
    vipDialogToggled(state, action: PayloadAction<boolean>) {
      state.vipOpen = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.membershipFor = null;
    });
  },
});

export const {
  appOpened,
  appDialogShown,
  appDialogFullscreenChanged,
  appDialogClosed,
  membershipDialogShown,
  membershipDialogClosed,
  vipDialogToggled,
} = appOpenSlice.actions;

type WithAppOpen = { appOpen: AppOpenState };
export const selectDialogApp = (state: WithAppOpen) => state.appOpen.dialogApp;
export const selectDialogFullscreen = (state: WithAppOpen) => state.appOpen.fullscreen;
export const selectMembershipFor = (state: WithAppOpen) => state.appOpen.membershipFor;
export const selectVipOpen = (state: WithAppOpen) => state.appOpen.vipOpen;
