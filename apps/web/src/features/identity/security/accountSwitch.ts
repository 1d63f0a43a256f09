import { fetchUserInfo } from '@aita/api';
import type { LoginSource, UserInfo } from '@aita/core';
import { call, put, take } from 'typed-redux-saga';
import { apiClient, appPorts } from '../../../shared/ports/context';
import { accountSwitchAnswered, accountSwitchAsked } from './securitySlice';

/** The user info of the stored token, or null when it is not a live login. */
function* infoOrNull() {
  try {
    return (yield* call(fetchUserInfo, yield* apiClient())) as UserInfo;
  } catch {
    return null;
  }
}

/**
 * A landing link carries a token while a teacher is already logged in (login CSRF: a link
 * that silently replaces the session puts the teacher inside someone else's account). When the
 * link's token belongs to another teacher, asks first, naming both (name and 手机尾号); keeps
 * the current login unless the teacher chooses 切换. Answers whether the link's token is now
 * the stored one.
 */
export function* adoptLandingToken(token: string, source: LoginSource) {
  const { session } = yield* appPorts();
  const previous = session.readToken();
  if (!previous || previous === token) {
    session.storeToken(token, source);
    return true;
  }
  const current = yield* infoOrNull();
  session.storeToken(token, source);
  if (!current) return true;
  const incoming = yield* infoOrNull();
  if (!incoming || incoming.uid === current.uid) {
    if (!incoming) session.storeToken(previous, 'frame');
    return incoming !== null;
  }
  // Another teacher: the current login stays until the teacher says otherwise.
  session.storeToken(previous, 'frame');
  const label = (u: UserInfo) => ({ uname: u.uname, phoneTail: u.phoneTail ?? '' });
  yield* put(accountSwitchAsked({ current: label(current), incoming: label(incoming) }));
  const answer = yield* take(accountSwitchAnswered);
  if (!answer.payload.switchAccount) return false;
  session.storeToken(token, source);
  return true;
}
