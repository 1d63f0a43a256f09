import {
  type ApiClient,
  createDiskFolder,
  deleteDiskItem,
  fetchDiskList,
  fetchDiskPreview,
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
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { errorMessage, toastError } from '../../shared/saga/errorToast';
import { toastShown } from '../../shared/toast/toastSlice';
import { loadUserInfo } from '../identity';
import { uploadToDisk } from './diskUpload';
import { takeFile } from './pendingUploads';
import {
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
  yield* takeLatest([adminOpened, memberSearchChanged], loadAdmin);
  yield* takeLatest(settingsSaveRequested, onSettingsSave);
  yield* takeLatest(codeRegenerateRequested, onRegenerate);
  yield* takeLatest(imageUploadRequested, onImage);
  yield* takeEvery(memberActionRequested, onMember);
}
