import type { CommonInfo, ProfileInput } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../auth/authSlice';

/** Which profile dialog is open (spec §2 "Other dialogs"). */
export type ProfileDialog =
  'account' | 'periodSubject' | 'periodSubjectPrompt' | 'identityTag' | null;

/** State of the profile feature: dialogs, the common info lists, pending calls. */
export interface ProfileState {
  dialog: ProfileDialog;
  /** The §3 common info lists (periods, school types, subjects), once loaded. */
  configs: CommonInfo | null;
  saving: boolean;
  uploading: boolean;
  /** School join by code (personal page). */
  join: { pending: boolean; error: string | null };
  /** Orgs switch in flight. */
  switchingOrg: boolean;
  /** The automatic prompt (identity tag or period/subject) was shown or skipped this page life. */
  promptHandled: boolean;
}

const initialState: ProfileState = {
  dialog: null,
  configs: null,
  saving: false,
  uploading: false,
  join: { pending: false, error: null },
  switchingOrg: false,
  promptHandled: false,
};

/** Save request of a profile dialog; `reloadOnChange` reloads the page when the period or subject changed (§4). */
export interface ProfileSavePayload {
  input: ProfileInput;
  reloadOnChange?: boolean;
}

/** The profile slice (spec §2 dialogs, §5 profile and avatar rules). */
export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileDialogOpened(state, action: PayloadAction<Exclude<ProfileDialog, null>>) {
      state.dialog = action.payload;
    },
    profileDialogClosed(state) {
      state.dialog = null;
      state.promptHandled = true;
    },
    /** The automatic prompt was decided (shown now, or not needed). */
    profilePromptHandled(state) {
      state.promptHandled = true;
    },
    profileConfigsRequested() {},
    profileConfigsReceived(state, action: PayloadAction<CommonInfo>) {
      state.configs = action.payload;
    },
    profileSaveRequested(state, _action: PayloadAction<ProfileSavePayload>) {
      state.saving = true;
    },
    profileSaveFinished(state, action: PayloadAction<{ ok: boolean }>) {
      state.saving = false;
      if (action.payload.ok) state.dialog = null;
    },
    /** `fileId` names a file in the pending-file registry (Files are not put in actions). */
    avatarUploadRequested(state, _action: PayloadAction<{ fileId: string }>) {
      state.uploading = true;
    },
    avatarUploadFinished(state) {
      state.uploading = false;
    },
    orgSwitchRequested(state, _action: PayloadAction<number>) {
      state.switchingOrg = true;
    },
    /** Leave a school (`/v1/org/leave`); the switching flag guards it like a switch. */
    orgLeaveRequested(state, _action: PayloadAction<number>) {
      state.switchingOrg = true;
    },
    orgSwitchFinished(state) {
      state.switchingOrg = false;
    },
    orgJoinRequested(state, _action: PayloadAction<string>) {
      state.join = { pending: true, error: null };
    },
    orgJoinFinished(state, action: PayloadAction<{ error: string | null }>) {
      state.join = { pending: false, error: action.payload.error };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => ({ ...initialState, configs: state.configs }));
  },
});

export const {
  profileDialogOpened,
  profileDialogClosed,
  profilePromptHandled,
  profileConfigsRequested,
  profileConfigsReceived,
  profileSaveRequested,
  profileSaveFinished,
  avatarUploadRequested,
  avatarUploadFinished,
  orgSwitchRequested,
  orgSwitchFinished,
  orgLeaveRequested,
  orgJoinRequested,
  orgJoinFinished,
} = profileSlice.actions;

type WithProfile = { profile: ProfileState };
export const selectProfileDialog = (state: WithProfile) => state.profile.dialog;
export const selectProfileConfigs = (state: WithProfile) => state.profile.configs;
export const selectProfileSaving = (state: WithProfile) => state.profile.saving;
export const selectAvatarUploading = (state: WithProfile) => state.profile.uploading;
export const selectOrgJoin = (state: WithProfile) => state.profile.join;
export const selectSwitchingOrg = (state: WithProfile) => state.profile.switchingOrg;
export const selectPromptHandled = (state: WithProfile) => state.profile.promptHandled;
