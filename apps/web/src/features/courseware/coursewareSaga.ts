import {
  countCoursewareCopy,
  createCoursewareOutline,
  deleteCourseware,
  downloadCoursewarePptx,
  fetchCourseware,
  fetchCoursewares,
  fetchHtmlAppInfo,
  generateCoursewareSlides,
  saveCourseware,
} from '@aita/api';
import { MSG_COURSEWARE_DOWNLOAD_FAILED } from '@aita/core';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient, appPorts } from '../../shared/ports/context';
import { errorMessage, toastError } from '../../shared/saga/errorToast';
import { toastShown } from '../../shared/toast/toastSlice';
import {
  copied,
  coursewareLoaded,
  downloadFinished,
  downloadRequested,
  failed,
  formSubmitted,
  htmlAppFailed,
  htmlAppOpened,
  htmlAppReceived,
  mineActionFailed,
  mineDeleted,
  mineDeleteRequested,
  mineFailed,
  mineOpened,
  mineReceived,
  mineRequested,
  outlineReceived,
  saved,
  saveRequested,
  selectCourseware,
  selectMyCoursewares,
  slidesReceived,
  slidesRequested,
} from './coursewareSlice';

function* createOutline(action: ReturnType<typeof formSubmitted>) {
  const client = yield* apiClient();
  try {
    yield* put(outlineReceived(yield* call(createCoursewareOutline, client, action.payload)));
  } catch (error) {
    yield* put(failed(yield* toastError(error)));
  }
}

function* makeSlides() {
  const client = yield* apiClient();
  const { courseware, outline } = yield* select(selectCourseware);
  if (!courseware || !outline) return;
  try {
    yield* put(
      slidesReceived(
        yield* call(generateCoursewareSlides, client, {
          coursewareId: courseware.coursewareId,
          outline,
        }),
      ),
    );
  } catch (error) {
    yield* put(failed(yield* toastError(error)));
  }
}

/** Saves the slides' text and the theme; answers whether it worked. */
function* saveEdits() {
  const client = yield* apiClient();
  const { courseware, slides } = yield* select(selectCourseware);
  if (!courseware) return false;
  try {
    yield* put(
      saved(
        yield* call(saveCourseware, client, {
          coursewareId: courseware.coursewareId,
          slides,
          themeId: courseware.form.themeId,
        }),
      ),
    );
    return true;
  } catch (error) {
    yield* put(failed(yield* toastError(error)));
    return false;
  }
}

function* download() {
  const client = yield* apiClient();
  const { files } = yield* appPorts();
  const { courseware, unsaved } = yield* select(selectCourseware);
  if (!courseware) return;
  if (unsaved && !(yield* call(saveEdits))) return;
  try {
    const blob = yield* call(downloadCoursewarePptx, client, courseware.coursewareId);
    files.saveFile(blob, `${courseware.outline.title || '课件'}.pptx`);
    yield* put(downloadFinished());
  } catch (error) {
    yield* put(failed(errorMessage(error) || MSG_COURSEWARE_DOWNLOAD_FAILED));
    yield* call(toastError, error);
  }
}

function* countCopy() {
  const client = yield* apiClient();
  const { courseware } = yield* select(selectCourseware);
  if (!courseware) return;
  try {
    yield* call(countCoursewareCopy, client, courseware.coursewareId);
  } catch (_error) {
    // A lost count does not concern the teacher.
  }
}

function* openHtmlApp(action: ReturnType<typeof htmlAppOpened>) {
  const client = yield* apiClient();
  try {
    yield* put(htmlAppReceived(yield* call(fetchHtmlAppInfo, client, action.payload)));
  } catch (error) {
    yield* put(htmlAppFailed(errorMessage(error)));
  }
}

/** 我的课件: one page of the teacher's coursewares. */
function* loadMine() {
  const client = yield* apiClient();
  const { page } = yield* select(selectMyCoursewares);
  try {
    yield* put(mineReceived(yield* call(fetchCoursewares, client, page)));
  } catch (error) {
    yield* put(mineFailed(errorMessage(error)));
  }
}

function* openMine(action: ReturnType<typeof mineOpened>) {
  const client = yield* apiClient();
  try {
    yield* put(coursewareLoaded(yield* call(fetchCourseware, client, action.payload)));
  } catch (error) {
    yield* put(mineActionFailed(yield* toastError(error)));
  }
}

function* deleteMine(action: ReturnType<typeof mineDeleteRequested>) {
  const client = yield* apiClient();
  try {
    yield* call(deleteCourseware, client, action.payload);
    yield* put(mineDeleted(action.payload));
    yield* put(toastShown({ kind: 'success', text: '已删除' }));
  } catch (error) {
    yield* put(mineActionFailed(yield* toastError(error)));
  }
}

/** The courseware watcher. */
export function* watchCourseware() {
  yield* takeLatest(formSubmitted.type, createOutline);
  yield* takeLatest(slidesRequested.type, makeSlides);
  yield* takeLatest(saveRequested.type, saveEdits);
  yield* takeLatest(downloadRequested.type, download);
  yield* takeEvery(copied.type, countCopy);
  yield* takeLatest(htmlAppOpened.type, openHtmlApp);
  yield* takeLatest(mineRequested.type, loadMine);
  yield* takeLatest(mineOpened.type, openMine);
  yield* takeEvery(mineDeleteRequested.type, deleteMine);
}
