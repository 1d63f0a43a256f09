import type { LoginSessionInfo } from '@aita/api';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../auth/authSlice';

/** 登录设备 and 修改密码 on the personal page (docs/security.md "Sessions"). */
export interface SecurityState {
  /** The teacher's live logins; null until loaded. */
  sessions: LoginSessionInfo[] | null;
  loading: boolean;
  /** Ids of logins being ended. */
  revoking: number[];
  passwordDialogOpen: boolean;
  passwordSaving: boolean;
  /** The server's message for the last refused password change. */
  passwordError: string | null;
  /**
   * A link carried another teacher's token while this one is logged in: who is who, until the
   * teacher chooses 切换 or 保持当前账号 (the token itself stays in the saga).
   */
  switchPrompt: { current: AccountLabel; incoming: AccountLabel } | null;
}

/** Enough of an account to tell two apart: the name and the phone's last 4 digits. */
export interface AccountLabel {
  uname: string;
  phoneTail: string;
}

const initialState: SecurityState = {
  sessions: null,
  loading: false,
  revoking: [],
  passwordDialogOpen: false,
  passwordSaving: false,
  passwordError: null,
  switchPrompt: null,
};

/** The security slice of identity. */
export const securitySlice = createSlice({
  name: 'security',
  initialState,
  reducers: {
    sessionsRequested(state) {
      state.loading = true;
    },
    sessionsReceived(state, action: PayloadAction<LoginSessionInfo[] | null>) {
      state.loading = false;
      if (action.payload) state.sessions = action.payload;
    },
    sessionRevokeRequested(state, action: PayloadAction<{ id: number }>) {
      state.revoking.push(action.payload.id);
    },
    sessionRevokeFinished(state, action: PayloadAction<{ id: number; revoked: boolean }>) {
      state.revoking = state.revoking.filter((id) => id !== action.payload.id);
      if (action.payload.revoked && state.sessions) {
        state.sessions = state.sessions.filter((s) => s.id !== action.payload.id);
      }
    },
    allSessionsRevokeRequested() {},
    passwordDialogToggled(state, action: PayloadAction<boolean>) {
      state.passwordDialogOpen = action.payload;
      state.passwordError = null;
    },
    passwordChangeRequested(
      state,
      _action: PayloadAction<{ oldPassword: string; newPassword: string }>,
    ) {
      state.passwordSaving = true;
      state.passwordError = null;
    },
    accountSwitchAsked(
      state,
      action: PayloadAction<{ current: AccountLabel; incoming: AccountLabel }>,
    ) {
      state.switchPrompt = action.payload;
    },
    accountSwitchAnswered(state, _action: PayloadAction<{ switchAccount: boolean }>) {
      state.switchPrompt = null;
    },
    passwordChangeFinished(state, action: PayloadAction<{ error: string | null }>) {
      state.passwordSaving = false;
      state.passwordError = action.payload.error;
      if (!action.payload.error) state.passwordDialogOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => ({ ...initialState, switchPrompt: state.switchPrompt }));
  },
});

export const {
  sessionsRequested,
  sessionsReceived,
  sessionRevokeRequested,
  sessionRevokeFinished,
  allSessionsRevokeRequested,
  passwordDialogToggled,
  passwordChangeRequested,
  passwordChangeFinished,
  accountSwitchAsked,
  accountSwitchAnswered,
} = securitySlice.actions;

/** The security state. */
export const selectSecurity = (state: { security: SecurityState }) => state.security;
