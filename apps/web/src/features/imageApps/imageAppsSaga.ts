import {
  detectImage,
  downloadTaskImage,
  fetchImageTask,
  fetchImageTemplates,
  isApiError,
  makeColouringPage,
  makePoster,
  startIllustration,
  uploadFile,
  type ImageTask,
} from '@aita/api';
import { IMAGE_TASK_POLL_MS } from '@aita/core';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { toastError } from '../../shared/saga/errorToast';
import { poll, runLongFlow } from '../../shared/saga/longFlow';
import { apiClient } from '../../shared/ports/context';
import {
  illustrationFinished,
  illustrationRequested,
  lineartReady,
  lineartRequested,
  pageOpened,
  photoChecked,
  photoChosen,
  posterReady,
  posterRequested,
  selectImageApps,
  taskReceived,
  templatesReceived,
} from './imageAppsSlice';

/** The longest the page waits for an illustration. */
export const ILLUSTRATION_POLL_LIMIT_MS = 10 * 60 * 1000;

/** The templates and what the server can make. */
export function* loadTemplates() {
  const client = yield* apiClient();
  try {
    yield* put(templatesReceived(yield* call(fetchImageTemplates, client)));
  } catch (error) {
    yield* toastError(error);
  }
}

/** Lays out the 手抄报 and shows it (the previous preview is freed). */
export function* poster(action: ReturnType<typeof posterRequested>) {
  const client = yield* apiClient();
  try {
    const blob = yield* call(makePoster, client, action.payload);
    const { posterUrl } = yield* select(selectImageApps);
    if (posterUrl) URL.revokeObjectURL(posterUrl);
    yield* put(posterReady(URL.createObjectURL(blob)));
  } catch (error) {
    yield* put(posterReady(null));
    yield* toastError(error);
  }
}

/** Uploads a picture through file intake, then asks the server to check it. */
export function* photo(action: ReturnType<typeof photoChosen>) {
  const { purpose, file } = action.payload;
  const client = yield* apiClient();
  try {
    const info = yield* call(uploadFile, client, { kind: 'image' as const, file, name: file.name });
    const check = yield* call(detectImage, client, info.id);
    yield* put(photoChecked({ purpose, check }));
  } catch (error) {
    yield* put(photoChecked({ purpose, check: null }));
    yield* toastError(error);
  }
}

/** Makes the colouring page. */
export function* lineart(action: ReturnType<typeof lineartRequested>) {
  const client = yield* apiClient();
  try {
    const blob = yield* call(makeColouringPage, client, action.payload);
    const { lineartUrl } = yield* select(selectImageApps);
    if (lineartUrl) URL.revokeObjectURL(lineartUrl);
    yield* put(lineartReady(URL.createObjectURL(blob)));
  } catch (error) {
    yield* put(lineartReady(null));
    yield* toastError(error);
  }
}

const settled = (t: ImageTask) => t.state === 'done' || t.state === 'failed';

/** Starts an illustration job, follows it, then fetches its images. */
export function* illustration(action: ReturnType<typeof illustrationRequested>) {
  const client = yield* apiClient();
  const urls: string[] = [];
  try {
    let task = yield* call(startIllustration, client, action.payload);
    yield* put(taskReceived(task));
    if (!settled(task)) {
      const taskId = task.taskId;
      const outcome = yield* runLongFlow(
        () =>
          poll({
            intervalMs: IMAGE_TASK_POLL_MS,
            read: (signal) => fetchImageTask(client, taskId, { signal }),
            isDone: settled,
            onProgress: function* (t) {
              yield* put(taskReceived(t));
            },
            isTransient: (error) =>
              isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'),
          }),
        { cancelOn: [illustrationRequested.type], timeoutMs: ILLUSTRATION_POLL_LIMIT_MS },
      );
      if (outcome.kind === 'error') throw outcome.error;
      if (outcome.kind !== 'done') return;
      task = outcome.value;
    }
    for (let i = 0; i < task.images; i += 1) {
      urls.push(URL.createObjectURL(yield* call(downloadTaskImage, client, task.taskId, i)));
    }
  } catch (error) {
    yield* toastError(error);
  } finally {
    yield* put(illustrationFinished(urls));
  }
}

/** The feature's watcher. */
export function* watchImageApps() {
  yield* takeLatest(pageOpened, loadTemplates);
  yield* takeLatest(posterRequested, poster);
  yield* takeEvery(photoChosen, photo);
  yield* takeLatest(lineartRequested, lineart);
  yield* takeLatest(illustrationRequested, illustration);
}
