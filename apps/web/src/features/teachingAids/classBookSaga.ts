import { downloadTeachingAid, isApiError, updateUserProfile } from '@aita/api';
import {
  buildProfilePayload,
  Code,
  MSG_DOWNLOAD_FAILED,
  PENDING_NOBOOK_LIFETIME_MS,
  shouldSaveSchool,
  validateSchoolClass,
} from '@aita/core';
import { call, delay, put, race, select, take, takeLeading } from 'typed-redux-saga';
import { apiClient, appPorts, type FilePort } from '../../shared/ports/context';
import { toastError } from '../../shared/saga/errorToast';
import {
  loadUserInfo,
  loggedOut,
  loginOverlayClosed,
  loginRequested,
  userInfoReceived,
  selectIsLoggedIn,
  selectUser,
} from '../identity';
import { toastShown } from '../../shared/toast/toastSlice';
import { classBookDialogClosed } from './classBookEntrySlice';
import {
  downloadConfirmed,
  downloadFinished,
  downloadStarted,
  fileSaved,
  filesOf,
  loginWaitEnded,
  loginWaitStarted,
  selectClassBook,
} from './classBookSlice';

/** The login reason of a class-book confirm by an anonymous teacher. */
export const LOGIN_REASON_CLASS_BOOK = 'class-book';
/** The toast after every chosen file was saved. */
export const MSG_CLASS_BOOK_DOWNLOADED = '下载成功';
/** How long the dialog waits for a login before giving up (like the other intents, §9 5 minutes). */
export const CLASS_BOOK_LOGIN_WAIT_MS = PENDING_NOBOOK_LIFETIME_MS;
/** How long a 20100 waits for the auth saga's `loggedOut` before asking for login anyway. */
const TOKEN_LOSS_WAIT_MS = 2000;

/**
 * §6 "downloads need login": hides the dialog, opens the login frame and waits. Once the user
 * info arrives the dialog is back at step 3 (its choices kept; an empty school takes the saved
 * one) for the teacher to confirm again; closing the frame or 5 minutes bring it back unchanged.
 */
function* loginThenStep3() {
  yield* put(loginRequested({ reason: LOGIN_REASON_CLASS_BOOK }));
  yield* put(loginWaitStarted());
  const outcome = yield* race({
    user: take(userInfoReceived),
    closed: take(loginOverlayClosed),
    dialogClosed: take(classBookDialogClosed),
    expired: delay(CLASS_BOOK_LOGIN_WAIT_MS),
  });
  if (outcome.dialogClosed) return;
  yield* put(loginWaitEnded({ schoolName: outcome.user?.payload.schoolName }));
}

/**
 * A 20100 mid-way: the API client has cleared the token and the auth saga is about to put
 * `loggedOut`, which closes any login frame; wait for it (briefly) before asking for login.
 */
function* loginAfterTokenLoss() {
  if (yield* select(selectIsLoggedIn)) {
    yield* race({ out: take(loggedOut), late: delay(TOKEN_LOSS_WAIT_MS) });
  }
  yield* call(loginThenStep3);
}

/**
 * 确认下载 (spec §2 step 3, §4 "the download proceeds after confirmation"):
 * 1. school and class at most 40 characters (§5), else a warning and nothing sent;
 * 2. anonymous → login first (§6);
 * 3. the school is saved with `/v1/user/mod` only when non-empty and changed (§5), then the user
 *    info is read again; a refused save shows the server's msg (§8) and stops;
 * 4. each chosen file is fetched as a blob (§7) and saved under its catalogue name;
 * 5. all saved → toast 下载成功 and the dialog closes (back to step 1). A failure alerts
 *    无法从网站上提取文件，请检查网络或资源是否有效 (§8) and keeps the dialog at step 3, except
 *    20100 (the token is gone): login, as for an anonymous teacher.
 */
export function* onDownloadConfirmed(files?: FilePort) {
  const book = yield* select(selectClassBook);
  if (book.phase !== 'editing' || book.step !== 3) return;
  const invalid =
    validateSchoolClass(book.school, '学校') ?? validateSchoolClass(book.className, '班级');
  if (invalid) {
    yield* put(toastShown({ kind: 'warning', text: invalid.message }));
    return;
  }
  if (!(yield* select(selectIsLoggedIn))) {
    yield* call(loginThenStep3);
    return;
  }
  const chosen = filesOf(book).filter((file) => book.selected.includes(file.url));
  if (chosen.length === 0) return;
  const client = yield* apiClient();
  const saver = files ?? (yield* appPorts()).files;
  const school = book.school.trim();
  const className = book.className.trim();
  yield* put(downloadStarted(chosen.length));

  const user = yield* select(selectUser);
  if (user && shouldSaveSchool(school, user.schoolName)) {
    try {
      yield* call(
        updateUserProfile,
        client,
        buildProfilePayload({ subject: user.subject, period: user.period, schoolName: school }),
      );
    } catch (error) {
      yield* put(downloadFinished());
      if (isApiError(error) && error.code === Code.NOT_LOGGED_IN) yield* call(loginAfterTokenLoss);
      else yield* call(toastError, error);
      return;
    }
    yield* call(loadUserInfo);
  }

  for (const file of chosen) {
    try {
      const blob = yield* call(downloadTeachingAid, client, {
        url: file.url,
        ...(school ? { school } : {}),
        ...(className ? { className } : {}),
      });
      yield* call([saver, saver.saveFile], blob, file.name);
    } catch (error) {
      if (isApiError(error) && error.code === Code.NOT_LOGGED_IN) {
        yield* put(downloadFinished());
        yield* call(loginAfterTokenLoss);
      } else {
        if (!isApiError(error)) console.warn('[classBook] download failed', error);
        // The alert blocks: 下载中… stays until it is dismissed.
        yield* call([saver, saver.alert], MSG_DOWNLOAD_FAILED);
        yield* put(downloadFinished());
      }
      return;
    }
    yield* put(fileSaved());
  }
  yield* put(downloadFinished());
  yield* put(toastShown({ kind: 'success', text: MSG_CLASS_BOOK_DOWNLOADED }));
  yield* put(classBookDialogClosed());
}

/**
 * The class-book watcher: one confirm at a time (a second click while working is ignored).
 * `files` replaces the context's file port (tests record what was saved and alerted).
 */
export function* watchClassBook(files?: FilePort) {
  yield* takeLeading(downloadConfirmed, onDownloadConfirmed, files);
}
