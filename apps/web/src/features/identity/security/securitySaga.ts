import {
  changePassword,
  fetchLoginSessions,
  revokeAllLoginSessions,
  revokeLoginSession,
} from '@aita/api';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../../shared/ports/context';
import { errorMessage, toastError } from '../../../shared/saga/errorToast';
import { spawnWatchers } from '../../../shared/saga/watchers';
import { toastShown } from '../../../shared/toast/toastSlice';
import { logoutRequested } from '../auth/authSlice';
import {
  allSessionsRevokeRequested,
  passwordChangeFinished,
  passwordChangeRequested,
  selectSecurity,
  sessionRevokeFinished,
  sessionRevokeRequested,
  sessionsReceived,
  sessionsRequested,
} from './securitySlice';
import { SECURITY_LABELS as L } from './strings';

function* onSessionsRequested() {
  try {
    const list = yield* call(fetchLoginSessions, yield* apiClient());
    yield* put(sessionsReceived(list));
  } catch (error) {
    yield* put(sessionsReceived(null));
    yield* call(toastError, error);
  }
}

/** 退出 one login; ending this browser's own login logs it out here too. */
function* onRevokeRequested(action: ReturnType<typeof sessionRevokeRequested>) {
  const { id } = action.payload;
  const current = (yield* select(selectSecurity)).sessions?.find((s) => s.id === id)?.current;
  try {
    const { revoked } = yield* call(revokeLoginSession, yield* apiClient(), id);
    yield* put(sessionRevokeFinished({ id, revoked }));
    if (current) yield* put(logoutRequested());
    else yield* put(toastShown({ kind: 'success', text: L.revoked }));
  } catch (error) {
    yield* put(sessionRevokeFinished({ id, revoked: false }));
    yield* call(toastError, error);
  }
}

/** 退出所有设备: every login ends, this one included, so the teacher is logged out here. */
function* onRevokeAllRequested() {
  try {
    yield* call(revokeAllLoginSessions, yield* apiClient());
    yield* put(toastShown({ kind: 'success', text: L.allRevoked }));
    yield* put(logoutRequested());
  } catch (error) {
    yield* call(toastError, error);
  }
}

/** 修改密码: the server ends every other login; the list is reloaded. */
function* onPasswordChangeRequested(action: ReturnType<typeof passwordChangeRequested>) {
  try {
    const { revoked } = yield* call(changePassword, yield* apiClient(), action.payload);
    yield* put(passwordChangeFinished({ error: null }));
    yield* put(toastShown({ kind: 'success', text: L.passwordChanged(revoked) }));
    yield* put(sessionsRequested());
  } catch (error) {
    yield* put(passwordChangeFinished({ error: errorMessage(error) }));
  }
}

function* watchSessions() {
  yield* takeLatest(sessionsRequested.type, onSessionsRequested);
}
function* watchRevoke() {
  yield* takeEvery(sessionRevokeRequested.type, onRevokeRequested);
}
function* watchRevokeAll() {
  yield* takeLatest(allSessionsRevokeRequested.type, onRevokeAllRequested);
}
function* watchPassword() {
  yield* takeLatest(passwordChangeRequested.type, onPasswordChangeRequested);
}

/** The watchers of 登录设备 and 修改密码. */
export function* watchSecurity() {
  yield* spawnWatchers([watchSessions, watchRevoke, watchRevokeAll, watchPassword]);
}
