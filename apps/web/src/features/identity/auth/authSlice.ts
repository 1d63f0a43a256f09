import type { LoginSource } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A navigation the auth saga asks the router for (logout → /home/index, §4). */
export interface AuthNavigation {
  to: string;
  replace: boolean;
  /** Increases with each request, so the same target twice navigates twice. */
  seq: number;
}

/**
 * Login state of spec §4: whether a token is stored, the login iframe overlay, and what the
 * saga asks the router to do.
 */
export interface AuthState {
  /** §4: "Login state is the presence of a stored token." */
  hasToken: boolean;
  /** True once start-up (token / sso / ticket handling and the first user info) is done. */
  ready: boolean;
  /** The login iframe overlay is open (§2 "Login iframe overlay"). */
  overlayOpen: boolean;
  /** Why login was asked for (e.g. `favourite`); informative only. */
  reason: string | null;
  /** Bumped by `routeReloaded`: the layout remounts the current route's page (§4). */
  routeReloads: number;
  /** The last navigation requested by a saga, or null. */
  navigation: AuthNavigation | null;
  /** Ad click ids of the landing URL (bd_vid, qz_gdt, gdt_vid), passed to the login frame (§2). */
  adClickIds: Record<string, string>;
}

const initialState: AuthState = {
  hasToken: false,
  ready: false,
  overlayOpen: false,
  reason: null,
  routeReloads: 0,
  navigation: null,
  adClickIds: {},
};

/** A login-frame message that passed the origin/source checks and parsed (§4). */
export type LoginFrameMessage = { type: 'close' } | { type: 'success'; token: string };

/**
 * The auth slice. Cross-feature contract (/tmp team rules "Web coordination"):
 * - `loginRequested({ reason? })`: any feature dispatches it when an anonymous teacher does
 *   something that needs login; it opens the login iframe overlay.
 * - `loginSucceeded({ source })`: a token was just stored (frame, sso, param or ticket).
 * - `loggedOut()`: the token, user info and organisation are gone; drop per-user state.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Start-up found (or did not find) a stored token. */
    tokenRestored(state, action: PayloadAction<{ hasToken: boolean }>) {
      state.hasToken = action.payload.hasToken;
    },
    /** The landing URL's ad click ids (§2), kept for the login frame. */
    adClickIdsKept(state, action: PayloadAction<Record<string, string>>) {
      state.adClickIds = { ...state.adClickIds, ...action.payload };
    },
    /** Start-up is over: the teacher is known (or anonymous). */
    authReady(state) {
      state.ready = true;
    },
    /** Opens the login iframe overlay (§4 "Anonymous actions send the user to login"). */
    loginRequested: {
      reducer(state, action: PayloadAction<{ reason?: string }>) {
        state.overlayOpen = true;
        state.reason = action.payload.reason ?? null;
      },
      prepare(payload?: { reason?: string }) {
        return { payload: payload ?? {} };
      },
    },
    /** A checked login-frame message (the overlay component checks origin and source). */
    loginFrameMessage(_state, _action: PayloadAction<LoginFrameMessage>) {
      // Handled by the auth saga.
    },
    /** Hides the overlay (close message, or the overlay's own close button). */
    loginOverlayClosed(state) {
      state.overlayOpen = false;
      state.reason = null;
    },
    /** A login token was stored; user info follows (`userInfoReceived`). */
    loginSucceeded(state, _action: PayloadAction<{ source: LoginSource }>) {
      state.hasToken = true;
      state.overlayOpen = false;
      state.reason = null;
    },
    /** The teacher chose 退出登录 (§4 logout). */
    logoutRequested() {
      // Handled by the auth saga.
    },
    /** Token, user info and organisation are cleared (logout, or codes 20100/11100/20200). */
    loggedOut(state) {
      state.hasToken = false;
      state.overlayOpen = false;
      state.reason = null;
    },
    /** §4 "reloads the route": the current page remounts and loads its data again. */
    routeReloaded(state) {
      state.routeReloads += 1;
    },
    /** Asks the router (through the layout) to navigate. */
    navigationRequested(state, action: PayloadAction<{ to: string; replace?: boolean }>) {
      state.navigation = {
        to: action.payload.to,
        replace: action.payload.replace ?? false,
        seq: (state.navigation?.seq ?? 0) + 1,
      };
    },
  },
});

export const {
  adClickIdsKept,
  tokenRestored,
  authReady,
  loginRequested,
  loginFrameMessage,
  loginOverlayClosed,
  loginSucceeded,
  logoutRequested,
  loggedOut,
  routeReloaded,
  navigationRequested,
} = authSlice.actions;

type WithAuth = { auth: AuthState };

/** Whether the login overlay is open. */
export const selectLoginOverlayOpen = (state: WithAuth) => state.auth.overlayOpen;
/** Whether start-up auth handling is over. */
export const selectAuthReady = (state: WithAuth) => state.auth.ready;
/** Bumped on each route reload (key of the routed page). */
export const selectRouteReloads = (state: WithAuth) => state.auth.routeReloads;
/** The last navigation a saga requested. */
export const selectAuthNavigation = (state: WithAuth) => state.auth.navigation;
/** The ad click ids kept from the landing URL (§2). */
export const selectAdClickIds = (state: WithAuth) => state.auth.adClickIds;
