import type { AppInfo } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../../identity';
import { openTarget } from './openTarget';

/** What the 80%-wide app dialog shows: a title and the embedded page. */
export interface AppDialogContent {
  title: string;
  /** The embedded page (`…?embed=1`): never the whole site. */
  src: string;
}

/** The embedded page of a page path the server answered (`/chat/<uri>` → `/chat/<uri>?embed=1`). */
export function embedded(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}embed=1`;
}

/** Dialogs that opening an app may show (spec §2 "Old home"). */
export interface AppOpenState {
  /** The app dialog's content, or null when closed. */
  dialog: AppDialogContent | null;
  fullscreen: boolean;
  /** The nobook app whose membership dialog is open, or null. */
  membershipFor: string | null;
  /** The 30%-wide VIP activity dialog is open. */
  vipOpen: boolean;
}

const initialState: AppOpenState = {
  dialog: null,
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
      const target = openTarget(action.payload);
      state.dialog =
        target.kind === 'dialog' ? { title: action.payload.name, src: target.src } : null;
      state.fullscreen = false;
    },
    /**
     * The server let the teacher open a nobook app (`/v1/member/book/detail`): its page, from
     * the server's `url`, in the app dialog.
     */
    bookDialogShown(state, action: PayloadAction<{ name: string; url: string }>) {
      state.dialog = { title: action.payload.name, src: embedded(action.payload.url) };
      state.fullscreen = false;
      state.membershipFor = null;
    },
    appDialogFullscreenChanged(state, action: PayloadAction<boolean>) {
      state.fullscreen = action.payload;
    },
    appDialogClosed(state) {
      state.dialog = null;
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
      state.dialog = null;
      state.fullscreen = false;
    });
  },
});

export const {
  appOpened,
  appDialogShown,
  bookDialogShown,
  appDialogFullscreenChanged,
  appDialogClosed,
  membershipDialogShown,
  membershipDialogClosed,
  vipDialogToggled,
} = appOpenSlice.actions;

type WithAppOpen = { appOpen: AppOpenState };
export const selectAppDialog = (state: WithAppOpen) => state.appOpen.dialog;
export const selectDialogFullscreen = (state: WithAppOpen) => state.appOpen.fullscreen;
export const selectMembershipFor = (state: WithAppOpen) => state.appOpen.membershipFor;
export const selectVipOpen = (state: WithAppOpen) => state.appOpen.vipOpen;
