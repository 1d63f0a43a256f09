import {
  checkOrgCode,
  fetchUserConfigs,
  isApiError,
  joinOrg,
  leaveOrg,
  setCurrentOrg,
  updateUserProfile,
  uploadAvatar,
} from '@aita/api';
import {
  buildProfilePayload,
  checkAvatar,
  Code,
  MSG_PROFILE_UPDATED,
  MSG_SET_OK,
  MSG_UPLOAD_OK,
  MSG_UPLOAD_RETRY,
  SCHOOL_MESSAGES,
} from '@aita/core';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient, appPorts } from '../../../shared/ports/context';
import { errorMessage, toastError } from '../../../shared/saga/errorToast';
import { loadUserInfo } from '../auth/authSaga';
import { toastShown } from '../../../shared/toast/toastSlice';
import type { UserState } from '../user/userSlice';
import { curOrgChanged } from '../user/userSlice';
import { takePendingFile } from './pendingFiles';
import {
  avatarUploadFinished,
  avatarUploadRequested,
  orgJoinFinished,
  orgJoinRequested,
  orgLeaveRequested,
  orgSwitchFinished,
  orgSwitchRequested,
  profileConfigsReceived,
  profileConfigsRequested,
  profileSaveFinished,
  profileSaveRequested,
  type ProfileState,
} from './profileSlice';

const selectUserInfo = (state: { user: UserState }) => state.user.info;

/** Loads the common info lists once (periods, school types, subjects; §3, §7 /v1/user/configs). */
function* onConfigsRequested() {
  const loaded = yield* select((state: { profile: ProfileState }) => state.profile.configs);
  if (loaded) return;
  try {
    const configs = yield* call(fetchUserConfigs, yield* apiClient());
    yield* put(profileConfigsReceived(configs));
  } catch (error) {
    yield* call(toastError, error);
  }
}

/**
 * Saves the profile (§5: missing subject 0, missing period -1), shows 更新信息成功 or the
 * server msg (§8), refreshes the user info; a changed period or subject reloads the page (§4)
 * when asked to.
 */
export function* onSaveRequested(action: ReturnType<typeof profileSaveRequested>) {
  const client = yield* apiClient();
  const before = yield* select(selectUserInfo);
  const payload = buildProfilePayload(action.payload.input);
  try {
    yield* call(updateUserProfile, client, payload);
  } catch (error) {
    yield* call(toastError, error);
    yield* put(profileSaveFinished({ ok: false }));
    return;
  }
  yield* put(toastShown({ kind: 'success', text: MSG_PROFILE_UPDATED }));
  yield* put(profileSaveFinished({ ok: true }));
  const changed =
    before !== null && (before.period !== payload.period || before.subject !== payload.subject);
  if (action.payload.reloadOnChange && changed) {
    (yield* appPorts()).browser.reloadPage();
    return;
  }
  yield* call(loadUserInfo);
}

/**
 * Avatar upload through the provider (§5, §7): .jpeg/.jpg/.png and at most 2 MB checked before
 * anything is sent (头像尺寸过大，请选择小于2M的图片); 上传成功; 11100 → 上传失败，请重试;
 * other failures show the provider's message (§8).
 */
export function* onAvatarUpload(action: ReturnType<typeof avatarUploadRequested>) {
  const client = yield* apiClient();
  const entry = takePendingFile(action.payload.fileId);
  try {
    if (!entry) return;
    const invalid = checkAvatar({ name: entry.name, size: entry.size });
    if (invalid) {
      yield* put(toastShown({ kind: 'error', text: invalid.message }));
      return;
    }
    try {
      yield* call(uploadAvatar, client, entry.file, entry.name);
    } catch (error) {
      const text =
        isApiError(error) && error.code === Code.PROVIDER_CREDENTIAL
          ? MSG_UPLOAD_RETRY
          : errorMessage(error);
      yield* put(toastShown({ kind: 'error', text }));
      return;
    }
    yield* put(toastShown({ kind: 'success', text: MSG_UPLOAD_OK }));
    yield* call(loadUserInfo);
  } finally {
    yield* put(avatarUploadFinished());
  }
}

/** §6 organisation switch: `/v1/user/cur_org`, then the layout follows the new school. */
function* onOrgSwitch(action: ReturnType<typeof orgSwitchRequested>) {
  const client = yield* apiClient();
  try {
    yield* call(setCurrentOrg, client, action.payload);
    yield* put(curOrgChanged(action.payload));
    yield* put(toastShown({ kind: 'success', text: MSG_SET_OK }));
  } catch (error) {
    yield* call(toastError, error);
  } finally {
    yield* put(orgSwitchFinished());
  }
}

/** Leave a school: the server picks the next current school; the layout follows. */
function* onOrgLeave(action: ReturnType<typeof orgLeaveRequested>) {
  const client = yield* apiClient();
  try {
    yield* call(leaveOrg, client, action.payload);
    yield* put(toastShown({ kind: 'success', text: '已退出学校' }));
    yield* call(loadUserInfo);
  } catch (error) {
    yield* call(toastError, error);
  } finally {
    yield* put(orgSwitchFinished());
  }
}

/** Join a school by code (§1): check the code, join, refresh the user info. */
function* onOrgJoin(action: ReturnType<typeof orgJoinRequested>) {
  const client = yield* apiClient();
  const code = action.payload.trim();
  try {
    const org = yield* call(checkOrgCode, client, code);
    const joined = yield* call(joinOrg, client, code);
    yield* put(orgJoinFinished({ error: null }));
    // A school that approves joins answers `pending`: nothing changes until an admin approves.
    const text = joined.pending ? SCHOOL_MESSAGES.joinPending : `已加入${org.orgName}`;
    yield* put(toastShown({ kind: 'success', text }));
    yield* call(loadUserInfo);
  } catch (error) {
    yield* put(orgJoinFinished({ error: errorMessage(error) }));
  }
}

/** The profile feature's watcher (rootSaga). */
export function* watchProfile() {
  yield* takeLatest(profileConfigsRequested, onConfigsRequested);
  yield* takeLatest(profileSaveRequested, onSaveRequested);
  yield* takeEvery(avatarUploadRequested, onAvatarUpload);
  yield* takeLatest(orgSwitchRequested, onOrgSwitch);
  yield* takeLatest(orgJoinRequested, onOrgJoin);
  yield* takeLatest(orgLeaveRequested, onOrgLeave);
}
