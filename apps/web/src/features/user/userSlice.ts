import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
 * Who the teacher is, as far as the layout cares. Empty until the identity feature fills it
 * (`userOrgsReceived`); anonymous users keep it empty.
 */
export interface UserState {
  orgList: OrgSummary[];
  curOrgId: number | null;
}

const initialState: UserState = { orgList: [], curOrgId: null };

/** The user slice (layout-facing part of spec §3 "User info"). */
export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    userOrgsReceived(
      state,
      action: PayloadAction<{ orgList: OrgSummary[]; curOrgId: number | null }>,
    ) {
      state.orgList = action.payload.orgList;
      state.curOrgId = action.payload.curOrgId;
    },
    userCleared() {
      return initialState;
    },
  },
});

export const { userOrgsReceived, userCleared } = userSlice.actions;
