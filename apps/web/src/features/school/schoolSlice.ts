import type {
  DiskAccessLogData,
  DiskFoldersData,
  DiskItemData,
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
    /** The open rename, move or permissions dialog, with the item it is about. */
    dialog: {
      kind: 'rename' | 'move' | 'access';
      item: DiskItemData;
      /** A move of the selection: every id (`item` is the first of them). */
      ids?: string[];
    } | null;
    /** Ids of the items ticked for 移动 / 删除 / 下载 together. */
    selected: string[];
    /** Folders the move dialog offers (null while they load). */
    folders: DiskFoldersData | null;
    /** Members found by the permissions dialog's search. */
    memberHits: SchoolMembersData['list'];
    /** A dialog's last refusal (shown in the dialog). */
    dialogError: string | null;
  };
  admin: {
    orgId: number | null;
    settings: SchoolSettingsData | null;
    members: SchoolMembersData | null;
    /** The last folder permission changes (who, when, what). */
    accessLog: DiskAccessLogData['entries'] | null;
    query: string;
    error: string | null;
    busy: boolean;
  };
}

const initialState: SchoolState = {
  card: { orgId: null, data: null, loading: false },
  disk: {
    at: null,
    list: null,
    loading: false,
    error: null,
    uploading: [],
    preview: null,
    dialog: null,
    folders: null,
    memberHits: [],
    dialogError: null,
    selected: [],
  },
  admin: {
    orgId: null,
    settings: null,
    members: null,
    accessLog: null,
    query: '',
    error: null,
    busy: false,
  },
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
      state.disk.selected = [];
      // A stale list of another school is never shown while the new one loads.
      if (changedSchool) state.disk.list = null;
    },
    diskReceived(state, action: PayloadAction<DiskListData>) {
      state.disk.list = action.payload;
      const here = new Set(action.payload.items.map((i) => i.id));
      state.disk.selected = state.disk.selected.filter((id) => here.has(id));
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
    /** 彻底删除 of one 回收站 item (admins, the uploader), after the teacher confirmed. */
    itemPurgeRequested(_state, _action: PayloadAction<string>) {},
    /** 打包下载: the folders and files given, as one .zip. */
    zipDownloadRequested(_state, _action: PayloadAction<string[]>) {},
    previewRequested(state, action: PayloadAction<string>) {
      state.disk.preview = { id: action.payload, data: null };
    },
    previewReceived(state, action: PayloadAction<{ id: string; data: DiskPreviewData }>) {
      if (state.disk.preview?.id === action.payload.id) state.disk.preview = action.payload;
    },
    previewClosed(state) {
      state.disk.preview = null;
    },
    /** 重命名, 移动 or 权限 chosen on an item. */
    dialogOpened(state, action: PayloadAction<NonNullable<SchoolState['disk']['dialog']>>) {
      state.disk.dialog = action.payload;
      state.disk.dialogError = null;
      state.disk.folders = null;
      state.disk.memberHits = [];
    },
    dialogClosed(state) {
      state.disk.dialog = null;
      state.disk.dialogError = null;
    },
    dialogFailed(state, action: PayloadAction<string>) {
      state.disk.dialogError = action.payload;
    },
    foldersReceived(state, action: PayloadAction<DiskFoldersData>) {
      state.disk.folders = action.payload;
    },
    managerSearchChanged(_state, _action: PayloadAction<string>) {},
    managerHitsReceived(state, action: PayloadAction<SchoolMembersData['list']>) {
      state.disk.memberHits = action.payload;
    },
    renameRequested(_state, _action: PayloadAction<string>) {},
    /** Move the dialog's item into a folder (null: the top). */
    moveRequested(_state, _action: PayloadAction<string | null>) {},
    accessSaveRequested(
      _state,
      _action: PayloadAction<{
        see: 'all' | 'managers';
        upload: 'all' | 'managers';
        managerUids: string[];
      }>,
    ) {},
    downloadRequested(_state, _action: PayloadAction<string>) {},
    /** An item ticked or unticked. */
    selectionToggled(state, action: PayloadAction<string>) {
      const i = state.disk.selected.indexOf(action.payload);
      if (i === -1) state.disk.selected.push(action.payload);
      else state.disk.selected.splice(i, 1);
    },
    /** 全选 (every id given) or none. */
    selectionSet(state, action: PayloadAction<string[]>) {
      state.disk.selected = action.payload;
    },
    batchDeleteRequested() {},
    batchDownloadRequested() {},
    /** 清空回收站 (admins), after the teacher confirmed. */
    trashEmptyRequested() {},
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
    accessLogReceived(state, action: PayloadAction<DiskAccessLogData['entries']>) {
      state.admin.accessLog = action.payload;
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
  itemPurgeRequested,
  zipDownloadRequested,
  previewRequested,
  previewReceived,
  previewClosed,
  dialogOpened,
  dialogClosed,
  dialogFailed,
  foldersReceived,
  managerSearchChanged,
  managerHitsReceived,
  renameRequested,
  moveRequested,
  accessSaveRequested,
  downloadRequested,
  selectionToggled,
  selectionSet,
  batchDeleteRequested,
  batchDownloadRequested,
  trashEmptyRequested,
  adminOpened,
  settingsReceived,
  membersReceived,
  accessLogReceived,
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
