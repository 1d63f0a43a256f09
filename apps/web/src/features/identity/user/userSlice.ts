import type { UserInfo } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../auth/authSlice';

/** The organisation fields the layout needs (spec §3 "Organisation"). */
export interface OrgSummary {
  orgId: number;
  orgName: string;
  logo?: string;
  background?: string;
  /** 1 shows the AI course item (§2 "Layout"). */
  isCourseShow: number;
}

/**
 * Who the teacher is (spec §3 "User info"). Empty while anonymous; filled by the identity
 * feature (`userInfoReceived`) after login and at start-up when a stored token is valid.
 */
export interface UserState {
  /** The §3 user info, or null while anonymous or not loaded yet. */
  info: UserInfo | null;
  orgList: OrgSummary[];
  curOrgId: number | null;
}

const initialState: UserState = { info: null, orgList: [], curOrgId: null };

/** The user slice (spec §3 "User info", §6 organisation member). */
export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    /**
     * Contract: fired after login and at start-up when a stored token is valid (§4). Features
     * resume their pending intents on it. Fills the organisation state too (§6).
     */
    userInfoReceived(state, action: PayloadAction<UserInfo>) {
      const info = action.payload;
      state.info = info;
      state.orgList = info.orgList.map((org) => ({ ...org }));
      state.curOrgId = info.curOrgId > 0 ? info.curOrgId : null;
    },
    userOrgsReceived(
      state,
      action: PayloadAction<{ orgList: OrgSummary[]; curOrgId: number | null }>,
    ) {
      state.orgList = action.payload.orgList;
      state.curOrgId = action.payload.curOrgId;
    },
    /** The current organisation changed (§6 organisation dropdown, `/v1/user/cur_org`). */
    curOrgChanged(state, action: PayloadAction<number>) {
      state.curOrgId = action.payload;
      if (state.info) state.info.curOrgId = action.payload;
    },
    userCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // §4: logout clears user info and organisation.
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { userInfoReceived, userOrgsReceived, curOrgChanged, userCleared } = userSlice.actions;
