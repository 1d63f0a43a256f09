import {
  downloadEssayWord,
  fetchCapabilities,
  fetchClassDetail,
  fetchClasses,
  resubmitEssay,
  fetchEssayFile,
  fetchEssayTaskResult,
  fetchEssayTasks,
  fetchEssayTaskStatus,
  fetchFileDetail,
  isApiError,
  publishEssayTask,
  recogniseEssayPhotos,
  submitEssayTask,
  updateMarkedEssay,
  uploadFile,
  type EssayTaskStatus,
} from '@aita/api';
import {
  ESSAY_STATUS_POLL_MS,
  ESSAY_TASK_PAGE_SIZE,
  MSG_ESSAY_PUBLISHED_OK,
  MSG_ESSAY_RESUBMITTED,
  MSG_ESSAY_SAVED,
  MSG_ESSAY_SUBMITTED,
} from '@aita/core';
import { call, delay, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { errorMessage, toastError } from '../../shared/saga/errorToast';
import { poll, runLongFlow } from '../../shared/saga/longFlow';
import { apiClient, appPorts } from '../../shared/ports/context';
import { toastShown } from '../../shared/toast/toastSlice';
import {
  capabilitiesReceived,
  classChosen,
  classesReceived,
  resubmitFinished,
  resubmitRequested,
  rosterReceived,
  essaySaved,
  essaySaveFailed,
  essaySaveRequested,
  exportRequested,
  fileChosen,
  formCleared,
  listFailed,
  listOpened,
  listReceived,
  photosReadRequested,
  published,
  publishFailed,
  publishRequested,
  resultReceived,
  rowRead,
  rowReadFailed,
  selectEssayReview,
  statusReceived,
  submitFinished,
  submitRequested,
  taskClosed,
  taskFailed,
  taskOpened,
} from './essayReviewSlice';

/** The task page's address (it survives a reload: the status is read again from the server). */
export const essayTaskPath = (taskId: string) => `/essay-review/task/${taskId}`;

/** The longest a task page keeps polling (a 60-essay batch with a slow model). */
export const ESSAY_POLL_LIMIT_MS = 30 * 60 * 1000;

/** Loads a page of the teacher's tasks, and whether photos can be read. */
export function* loadList(action: ReturnType<typeof listOpened>) {
  const client = yield* apiClient();
  try {
    yield* put(
      listReceived(yield* call(fetchEssayTasks, client, action.payload.page, ESSAY_TASK_PAGE_SIZE)),
    );
  } catch (error) {
    yield* put(listFailed());
    yield* toastError(error);
  }
  try {
    const { vision } = yield* call(fetchCapabilities, client);
    yield* put(capabilitiesReceived({ vision }));
  } catch (_error) {
    yield* put(capabilitiesReceived({ vision: false }));
  }
  yield* call(loadClasses);
}

/** Sends the task, then opens its page. */
export function* submit(action: ReturnType<typeof submitRequested>) {
  const client = yield* apiClient();
  const { navigation } = yield* appPorts();
  try {
    const { taskId } = yield* call(submitEssayTask, client, action.payload);
    yield* put(toastShown({ kind: 'success', text: MSG_ESSAY_SUBMITTED }));
    yield* put(formCleared());
    navigation.navigate(essayTaskPath(taskId));
  } catch (error) {
    yield* toastError(error);
  } finally {
    yield* put(submitFinished());
  }
}

/** Uploads a .txt/.docx or a photo for one row and hands back its text or photo link. */
export function* readFile(action: ReturnType<typeof fileChosen>) {
  const { row, file, kind } = action.payload;
  const client = yield* apiClient();
  try {
    let info = yield* call(uploadFile, client, { kind, file, name: file.name });
    // A document's text is extracted by a job: wait for it (bounded by the poll below).
    for (let i = 0; info.extraction === 'pending' && i < 60; i += 1) {
      yield* delay(500);
      info = yield* call(fetchFileDetail, client, info.id);
    }
    const read = yield* call(fetchEssayFile, client, info.id);
    yield* put(
      rowRead(
        read.kind === 'image' ? { row, text: '', imageUrl: read.url } : { row, text: read.text },
      ),
    );
  } catch (error) {
    yield* put(rowReadFailed({ row }));
    yield* toastError(error);
  }
}

/** Reads a row's photos (vision model, or offline OCR of print), for the teacher to correct. */
export function* readPhotos(action: ReturnType<typeof photosReadRequested>) {
  const client = yield* apiClient();
  try {
    const { text, lines } = yield* call(recogniseEssayPhotos, client, action.payload.imageUrls);
    yield* put(rowRead({ row: action.payload.row, text, lines }));
  } catch (error) {
    yield* put(rowReadFailed({ row: action.payload.row }));
    yield* toastError(error);
  }
}

const finished = (s: EssayTaskStatus) => s.state === 'done' || s.state === 'failed';

/**
 * Opens a task: its status at once, then (while it runs) the shared poll, each answer shown as
 * progress; once finished, the result. Leaving the page cancels the poll.
 */
export function* openTask(action: ReturnType<typeof taskOpened>) {
  const taskId = action.payload;
  const client = yield* apiClient();
  try {
    let status = yield* call(fetchEssayTaskStatus, client, taskId);
    yield* put(statusReceived(status));
    if (!finished(status)) {
      const outcome = yield* runLongFlow(
        () =>
          poll({
            intervalMs: ESSAY_STATUS_POLL_MS,
            read: (signal) => fetchEssayTaskStatus(client, taskId, { signal }),
            isDone: finished,
            onProgress: function* (s) {
              yield* put(statusReceived(s));
            },
            isTransient: (error) =>
              isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'),
          }),
        { cancelOn: [taskClosed.type, taskOpened.type], timeoutMs: ESSAY_POLL_LIMIT_MS },
      );
      if (outcome.kind === 'cancelled') return;
      if (outcome.kind === 'error') throw outcome.error;
      if (outcome.kind === 'timeout') return;
      status = outcome.value;
    }
    yield* put(resultReceived(yield* call(fetchEssayTaskResult, client, taskId)));
  } catch (error) {
    yield* put(taskFailed(errorMessage(error)));
  }
}

/** Saves the teacher's version of one essay. */
export function* saveEssay(action: ReturnType<typeof essaySaveRequested>) {
  const client = yield* apiClient();
  try {
    yield* put(essaySaved(yield* call(updateMarkedEssay, client, action.payload)));
    yield* put(toastShown({ kind: 'success', text: MSG_ESSAY_SAVED }));
  } catch (error) {
    yield* put(essaySaveFailed());
    yield* toastError(error);
  }
}

/** 发布 the open task. */
export function* publish() {
  const client = yield* apiClient();
  const { taskId } = yield* select(selectEssayReview);
  if (!taskId) return;
  try {
    const { publishedAt, examId } = yield* call(publishEssayTask, client, taskId);
    yield* put(published({ publishedAt, examId }));
    yield* put(toastShown({ kind: 'success', text: MSG_ESSAY_PUBLISHED_OK }));
  } catch (error) {
    yield* put(publishFailed());
    yield* toastError(error);
  }
}

/** Downloads the Word file with 批注 (one essay, or the whole task). */
export function* exportWord(action: ReturnType<typeof exportRequested>) {
  const client = yield* apiClient();
  const { files } = yield* appPorts();
  const { taskId, result } = yield* select(selectEssayReview);
  if (!taskId || !result) return;
  try {
    const blob = yield* call(downloadEssayWord, client, {
      taskId,
      essayId: action.payload.essayId,
    });
    const essay = result.essays.find((e) => e.essayId === action.payload.essayId);
    files.saveFile(blob, `${result.title}${essay ? `-${essay.studentName}` : ''}-批改.docx`);
  } catch (error) {
    yield* toastError(error);
  }
}

/** The teacher's classes for the submit page's 班级 choice (none when class management fails). */
export function* loadClasses() {
  const client = yield* apiClient();
  try {
    const { list } = yield* call(fetchClasses, client);
    yield* put(
      classesReceived(
        list.map((c) => ({ classId: c.classId, name: c.name, studentCount: c.studentCount })),
      ),
    );
  } catch {
    yield* put(classesReceived([]));
  }
}

/** The chosen class's roster becomes the rows, one per student. */
export function* loadRoster(action: ReturnType<typeof classChosen>) {
  const classId = action.payload;
  if (classId === null) return;
  const client = yield* apiClient();
  try {
    const detail = yield* call(fetchClassDetail, client, classId);
    yield* put(
      rosterReceived({
        classId,
        students: detail.students.map((st) => ({ studentId: st.studentId, name: st.name })),
      }),
    );
  } catch (error) {
    yield* toastError(error);
  }
}

/** A student's revised essay: sent, then the task page follows its marking again. */
export function* resubmit(action: ReturnType<typeof resubmitRequested>) {
  const client = yield* apiClient();
  try {
    yield* call(resubmitEssay, client, action.payload);
    yield* put(resubmitFinished({ ok: true }));
    yield* put(toastShown({ kind: 'success', text: MSG_ESSAY_RESUBMITTED }));
    const { taskId } = yield* select(selectEssayReview);
    if (taskId) yield* put(taskOpened(taskId));
  } catch (error) {
    yield* put(resubmitFinished({ ok: false }));
    yield* toastError(error);
  }
}

/** The feature's watcher. */
export function* watchEssayReview() {
  yield* takeLatest(listOpened, loadList);
  yield* takeLatest(submitRequested, submit);
  yield* takeEvery(fileChosen, readFile);
  yield* takeEvery(photosReadRequested, readPhotos);
  yield* takeLatest(taskOpened, openTask);
  yield* takeLatest(essaySaveRequested, saveEssay);
  yield* takeLatest(publishRequested, publish);
  yield* takeLatest(exportRequested, exportWord);
  yield* takeLatest(classChosen, loadRoster);
  yield* takeLatest(resubmitRequested, resubmit);
}
