import {
  type ApiClient,
  fetchDiskAccessLog,
  createDiskFolder,
  deleteDiskItem,
  fetchDiskFileUrl,
  fetchDiskFolders,
  fetchDiskList,
  fetchDiskPreview,
  moveDiskItem,
  renameDiskItem,
  setDiskFolderAccess,
  fetchSchoolCard,
  fetchSchoolMembers,
  fetchSchoolSettings,
  regenerateJoinCode,
  removeSchoolMember,
  restoreDiskItem,
  reviewJoinRequest,
  setSchoolMemberRole,
  updateSchool,
  uploadSchoolImage,
} from '@aita/api';
import { call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { errorMessage, toastError } from '../../shared/saga/errorToast';
import { toastShown } from '../../shared/toast/toastSlice';
import { loadUserInfo } from '../identity';
import {
  batchMove,
  onBatchDelete,
  onBatchDownload,
  onPurge,
  onTrashEmpty,
  onZipDownload,
} from './diskBatchSagas';
import { startDownload } from './diskDownload';
import { uploadToDisk } from './diskUpload';
import { takeFile } from './pendingUploads';
import {
  accessLogReceived,
  accessSaveRequested,
  batchDeleteRequested,
  batchDownloadRequested,
  trashEmptyRequested,
  dialogClosed,
  dialogFailed,
  dialogOpened,
  downloadRequested,
  foldersReceived,
  managerHitsReceived,
  managerSearchChanged,
  moveRequested,
  renameRequested,
  adminFailed,
  adminOpened,
  cardReceived,
  cardRequested,
  codeRegenerateRequested,
  diskFailed,
  diskOpened,
  diskReceived,
  folderCreateRequested,
  imageUploadRequested,
  itemDeleteRequested,
  itemPurgeRequested,
  itemRestoreRequested,
  memberActionRequested,
  memberSearchChanged,
  membersReceived,
  previewReceived,
  previewRequested,
  selectDisk,
  selectSchoolAdmin,
  settingsReceived,
  settingsSaveRequested,
  uploadFinished,
  uploadRequested,
  zipDownloadRequested,
} from './schoolSlice';

function* onCard(action: ReturnType<typeof cardRequested>) {
  const client = yield* apiClient();
  try {
    yield* put(cardReceived(yield* call(fetchSchoolCard, client, action.payload ?? undefined)));
  } catch (_error) {
    yield* put(cardReceived(null));
  }
}

/** Reloads the disk where it is. */
function* loadDisk() {
  const { at } = yield* select(selectDisk);
  if (!at) return;
  const client = yield* apiClient();
  try {
    yield* put(diskReceived(yield* call(fetchDiskList, client, at)));
  } catch (error) {
    yield* put(diskFailed(errorMessage(error)));
  }
}

function* onFolder(action: ReturnType<typeof folderCreateRequested>) {
  const { at } = yield* select(selectDisk);
  if (!at) return;
  const client = yield* apiClient();
  try {
    yield* call(createDiskFolder, client, {
      orgId: at.orgId,
      parentId: at.folderId,
      name: action.payload,
    });
    yield* call(loadDisk);
  } catch (error) {
    yield* call(toastError, error);
  }
}

function* onUpload(action: ReturnType<typeof uploadRequested>) {
  const { at } = yield* select(selectDisk);
  const client = yield* apiClient();
  for (const [i, id] of action.payload.ids.entries()) {
    const name = action.payload.names[i] ?? '';
    const file = takeFile(id);
    try {
      if (at && file) {
        yield* call(uploadToDisk, client, {
          orgId: at.orgId,
          folderId: at.folderId,
          file,
          name: file.name,
        });
        yield* put(toastShown({ kind: 'success', text: `已上传${name}` }));
      }
    } catch (error) {
      yield* call(toastError, error);
    } finally {
      yield* put(uploadFinished(name));
    }
  }
  yield* call(loadDisk);
}

function* onDelete(action: ReturnType<typeof itemDeleteRequested>) {
  const { at } = yield* select(selectDisk);
  if (!at) return;
  try {
    yield* call(deleteDiskItem, yield* apiClient(), at.orgId, action.payload);
    yield* put(toastShown({ kind: 'success', text: '已移入回收站，30天内可恢复' }));
    yield* call(loadDisk);
  } catch (error) {
    yield* call(toastError, error);
  }
}

function* onRestore(action: ReturnType<typeof itemRestoreRequested>) {
  const { at } = yield* select(selectDisk);
  if (!at) return;
  try {
    yield* call(restoreDiskItem, yield* apiClient(), at.orgId, action.payload);
    yield* put(toastShown({ kind: 'success', text: '已恢复' }));
    yield* call(loadDisk);
  } catch (error) {
    yield* call(toastError, error);
  }
}

function* onPreview(action: ReturnType<typeof previewRequested>) {
  const { at } = yield* select(selectDisk);
  if (!at) return;
  try {
    const data = yield* call(fetchDiskPreview, yield* apiClient(), at.orgId, action.payload);
    yield* put(previewReceived({ id: action.payload, data }));
  } catch (error) {
    yield* call(toastError, error);
  }
}

/** Runs the open dialog's change; closes it and reloads the disk, or shows the refusal in it. */
function* dialogChange(change: (client: ApiClient, orgId: number, id: string) => Promise<unknown>) {
  const { at, dialog } = yield* select(selectDisk);
  if (!at || !dialog) return;
  try {
    yield* call(change, yield* apiClient(), at.orgId, dialog.item.id);
    yield* put(dialogClosed());
    yield* put(toastShown({ kind: 'success', text: '已保存' }));
    yield* call(loadDisk);
  } catch (error) {
    yield* put(dialogFailed(errorMessage(error)));
  }
}

function* onRename(action: ReturnType<typeof renameRequested>) {
  yield* dialogChange((client, orgId, id) => renameDiskItem(client, orgId, id, action.payload));
}

function* onMove(action: ReturnType<typeof moveRequested>) {
  const { at, dialog } = yield* select(selectDisk);
  if (at && dialog?.ids) {
    yield* call(batchMove, at.orgId, dialog.ids, action.payload, loadDisk);
    return;
  }
  yield* dialogChange((client, orgId, id) =>
    moveDiskItem(client, orgId, id, action.payload ?? undefined),
  );
}

function* onAccess(action: ReturnType<typeof accessSaveRequested>) {
  yield* dialogChange((client, orgId, id) =>
    setDiskFolderAccess(client, { orgId, id, ...action.payload }),
  );
}

/** The move dialog's folders, loaded when it opens. */
function* onDialog(action: ReturnType<typeof dialogOpened>) {
  const { at } = yield* select(selectDisk);
  if (!at) return;
  try {
    if (action.payload.kind === 'move') {
      yield* put(foldersReceived(yield* call(fetchDiskFolders, yield* apiClient(), at.orgId)));
    } else if (action.payload.kind === 'access') {
      yield* call(onManagerSearch, managerSearchChanged(''));
    }
  } catch (error) {
    yield* put(dialogFailed(errorMessage(error)));
  }
}

/** Members matching the permissions dialog's search (debounced). */
function* onManagerSearch(action: ReturnType<typeof managerSearchChanged>) {
  const { at } = yield* select(selectDisk);
  if (!at) return;
  if (action.payload) yield* delay(250);
  try {
    const found = yield* call(fetchSchoolMembers, yield* apiClient(), {
      orgId: at.orgId,
      query: action.payload || undefined,
    });
    yield* put(managerHitsReceived(found.list));
  } catch (error) {
    yield* put(dialogFailed(errorMessage(error)));
  }
}

/**
 * 下载: a link signed for this teacher for a few minutes (a plain link cannot send the token
 * header), then the browser's own download of it.
 */
function* onDownload(action: ReturnType<typeof downloadRequested>) {
  const { at } = yield* select(selectDisk);
  if (!at) return;
  try {
    const { url } = yield* call(
      fetchDiskFileUrl,
      yield* apiClient(),
      at.orgId,
      action.payload,
      true,
    );
    yield* call(startDownload, url);
  } catch (error) {
    yield* call(toastError, error);
  }
}

/** The admin page: settings and the member list (searched). */
function* loadAdmin() {
  const { orgId, query } = yield* select(selectSchoolAdmin);
  if (orgId === null) return;
  const client = yield* apiClient();
  try {
    yield* put(settingsReceived(yield* call(fetchSchoolSettings, client, orgId)));
    yield* put(
      membersReceived(
        yield* call(fetchSchoolMembers, client, { orgId, query: query || undefined }),
      ),
    );
    yield* put(accessLogReceived((yield* call(fetchDiskAccessLog, client, orgId)).entries));
  } catch (error) {
    yield* put(adminFailed(errorMessage(error)));
  }
}

/** Runs an admin change, then shows the fresh settings; the header follows (user info). */
function* adminChange(change: (client: ApiClient, orgId: number) => Promise<unknown>) {
  const { orgId } = yield* select(selectSchoolAdmin);
  if (orgId === null) return;
  try {
    yield* call(change, yield* apiClient(), orgId);
    yield* put(toastShown({ kind: 'success', text: '已保存' }));
    yield* call(loadAdmin);
    yield* call(loadUserInfo);
  } catch (error) {
    yield* put(adminFailed(errorMessage(error)));
    yield* call(toastError, error);
  }
}

function* onSettingsSave(action: ReturnType<typeof settingsSaveRequested>) {
  yield* adminChange((client, orgId) => updateSchool(client, { orgId, ...action.payload }));
}

function* onRegenerate(action: ReturnType<typeof codeRegenerateRequested>) {
  yield* adminChange((client, orgId) => regenerateJoinCode(client, orgId, action.payload));
}

function* onImage(action: ReturnType<typeof imageUploadRequested>) {
  const file = takeFile(action.payload.id);
  if (!file) return;
  const { target } = action.payload;
  yield* adminChange((client, orgId) =>
    uploadSchoolImage(client, { orgId, target, file, name: file.name }),
  );
}

function* onMember(action: ReturnType<typeof memberActionRequested>) {
  const { uid, action: what } = action.payload;
  yield* adminChange((client, orgId) => {
    if (what === 'remove') return removeSchoolMember(client, orgId, uid);
    if (what === 'approve' || what === 'refuse') {
      return reviewJoinRequest(client, orgId, uid, what === 'approve');
    }
    return setSchoolMemberRole(client, orgId, uid, what === 'makeAdmin' ? 'admin' : 'teacher');
  });
}

/** The school feature's watcher (registered with its pages). */
export function* watchSchool() {
  yield* takeLatest(cardRequested, onCard);
  yield* takeLatest(diskOpened, loadDisk);
  yield* takeEvery(folderCreateRequested, onFolder);
  yield* takeEvery(uploadRequested, onUpload);
  yield* takeEvery(itemDeleteRequested, onDelete);
  yield* takeEvery(itemRestoreRequested, onRestore);
  yield* takeLatest(previewRequested, onPreview);
  yield* takeLatest(dialogOpened, onDialog);
  yield* takeLatest(managerSearchChanged, onManagerSearch);
  yield* takeLatest(renameRequested, onRename);
  yield* takeLatest(moveRequested, onMove);
  yield* takeLatest(accessSaveRequested, onAccess);
  yield* takeEvery(downloadRequested, onDownload);
  yield* takeLeading(batchDeleteRequested, onBatchDelete, loadDisk);
  yield* takeLeading(batchDownloadRequested, onBatchDownload);
  yield* takeLeading(trashEmptyRequested, onTrashEmpty, loadDisk);
  yield* takeEvery(itemPurgeRequested, onPurge, loadDisk);
  yield* takeLeading(zipDownloadRequested, onZipDownload);
  yield* takeLatest([adminOpened, memberSearchChanged], loadAdmin);
  yield* takeLatest(settingsSaveRequested, onSettingsSave);
  yield* takeLatest(codeRegenerateRequested, onRegenerate);
  yield* takeLatest(imageUploadRequested, onImage);
  yield* takeEvery(memberActionRequested, onMember);
}
