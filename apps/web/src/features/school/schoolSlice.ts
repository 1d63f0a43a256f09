import type {
  DiskListData,
  DiskPreviewData,
  SchoolCardData,
  SchoolMembersData,
  SchoolSettingsData,
} from '@aita/api';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the disk view is: which school, folder, search or the 回收站. */
export interface DiskLocation {
  orgId: number;
  folderId?: string;
  query?: string;
  trash?: boolean;
}

/** The school feature's state (docs/school.md "Web"): the card, the disk view, the admin page. */
export interface SchoolState {
  card: { orgId: number | null; data: SchoolCardData; loading: boolean };
  disk: {
    at: DiskLocation | null;
    list: DiskListData | null;
    loading: boolean;
    error: string | null;
    /** Names of the files being uploaded now. */
    uploading: string[];
    preview: { id: string; data: DiskPreviewData | null } | null;
  };
  admin: {
    orgId: number | null;
    settings: SchoolSettingsData | null;
    members: SchoolMembersData | null;
    query: string;
    error: string | null;
    busy: boolean;
  };
}

const initialState: SchoolState = {
  card: { orgId: null, data: null, loading: false },
  disk: { at: null, list: null, loading: false, error: null, uploading: [], preview: null },
  admin: { orgId: null, settings: null, members: null, query: '', error: null, busy: false },
};

/** The school slice: events in, what the pages show out. */
export const schoolSlice = createSlice({
  name: 'school',
  initialState,
  reducers: {
    /** A card is wanted for `orgId` (null: the current school). */
    cardRequested(state, action: PayloadAction<number | null>) {
      state.card.orgId = action.payload;
      state.card.loading = true;
    },
    cardReceived(state, action: PayloadAction<SchoolCardData>) {
      state.card.data = action.payload;
      state.card.loading = false;
    },
    /** The disk is opened at a place: a school switch opens the new school's top folder. */
    diskOpened(state, action: PayloadAction<DiskLocation>) {
      const changedSchool = state.disk.at?.orgId !== action.payload.orgId;
      state.disk.at = action.payload;
      state.disk.loading = true;
      state.disk.error = null;
      state.disk.preview = null;
      // A stale list of another school is never shown while the new one loads.
      if (changedSchool) state.disk.list = null;
    },
    diskReceived(state, action: PayloadAction<DiskListData>) {
      state.disk.list = action.payload;
      state.disk.loading = false;
    },
    diskFailed(state, action: PayloadAction<string>) {
      state.disk.error = action.payload;
      state.disk.loading = false;
    },
    folderCreateRequested(_state, _action: PayloadAction<string>) {},
    /** Files picked for upload (kept outside the store: see pendingUploads). */
    uploadRequested(state, action: PayloadAction<{ ids: string[]; names: string[] }>) {
      state.disk.uploading.push(...action.payload.names);
    },
    uploadFinished(state, action: PayloadAction<string>) {
      const i = state.disk.uploading.indexOf(action.payload);
      if (i !== -1) state.disk.uploading.splice(i, 1);
    },
    itemDeleteRequested(_state, _action: PayloadAction<string>) {},
    itemRestoreRequested(_state, _action: PayloadAction<string>) {},
    previewRequested(state, action: PayloadAction<string>) {
      state.disk.preview = { id: action.payload, data: null };
    },
    previewReceived(state, action: PayloadAction<{ id: string; data: DiskPreviewData }>) {
      if (state.disk.preview?.id === action.payload.id) state.disk.preview = action.payload;
    },
    previewClosed(state) {
      state.disk.preview = null;
    },
    adminOpened(state, action: PayloadAction<number>) {
      if (state.admin.orgId !== action.payload) {
        state.admin = { ...initialState.admin, orgId: action.payload };
      }
      state.admin.busy = true;
    },
    settingsReceived(state, action: PayloadAction<SchoolSettingsData>) {
      state.admin.settings = action.payload;
      state.admin.busy = false;
      state.admin.error = null;
    },
    membersReceived(state, action: PayloadAction<SchoolMembersData>) {
      state.admin.members = action.payload;
    },
    memberSearchChanged(state, action: PayloadAction<string>) {
      state.admin.query = action.payload;
    },
    adminFailed(state, action: PayloadAction<string>) {
      state.admin.error = action.payload;
      state.admin.busy = false;
    },
    settingsSaveRequested(
      state,
      _action: PayloadAction<{ orgName?: string; isCourseShow?: 0 | 1; joinApproval?: boolean }>,
    ) {
      state.admin.busy = true;
    },
    codeRegenerateRequested(state, _action: PayloadAction<number>) {
      state.admin.busy = true;
    },
    imageUploadRequested(
      state,
      _action: PayloadAction<{ id: string; target: 'logo' | 'background' }>,
    ) {
      state.admin.busy = true;
    },
    memberActionRequested(
      _state,
      _action: PayloadAction<{
        uid: number;
        action: 'remove' | 'makeAdmin' | 'makeTeacher' | 'approve' | 'refuse';
      }>,
    ) {},
  },
});

export const {
  cardRequested,
  cardReceived,
  diskOpened,
  diskReceived,
  diskFailed,
  folderCreateRequested,
  uploadRequested,
  uploadFinished,
  itemDeleteRequested,
  itemRestoreRequested,
  previewRequested,
  previewReceived,
  previewClosed,
  adminOpened,
  settingsReceived,
  membersReceived,
  memberSearchChanged,
  adminFailed,
  settingsSaveRequested,
  codeRegenerateRequested,
  imageUploadRequested,
  memberActionRequested,
} = schoolSlice.actions;

type WithSchool = { school: SchoolState };
export const selectSchoolCard = (state: WithSchool) => state.school.card;
export const selectDisk = (state: WithSchool) => state.school.disk;
export const selectSchoolAdmin = (state: WithSchool) => state.school.admin;
