import {
  fetchAiCourseManage,
  fetchAiCourses,
  fetchAiLesson,
  isApiError,
  saveAiProgress,
  submitAiQuiz,
  toggleAiCourse,
} from '@aita/api';
import { call, put, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { errorMessage, toastError } from '../../shared/saga/errorToast';
import {
  courseToggled,
  coursesFailed,
  coursesReceived,
  coursesRequested,
  lessonFailed,
  lessonOpened,
  lessonReceived,
  manageReceived,
  manageRequested,
  progressReported,
  progressSaved,
  quizFailed,
  quizMarked,
  quizSubmitted,
} from './aiCourseSlice';

const failure = (error: unknown) => ({
  code: isApiError(error) ? error.code : 0,
  text: errorMessage(error),
});

/** `/v1/resource/ai/courses`: the outline of the current school's courses. */
export function* loadCourses() {
  const client = yield* apiClient();
  try {
    yield* put(coursesReceived(yield* call(fetchAiCourses, client, {})));
  } catch (error) {
    yield* put(coursesFailed(failure(error)));
  }
}

/** One lesson (the course page's open lesson, or `/video?id=…`). */
export function* loadLesson(action: ReturnType<typeof lessonOpened>) {
  const client = yield* apiClient();
  try {
    yield* put(lessonReceived(yield* call(fetchAiLesson, client, action.payload)));
  } catch (error) {
    yield* put(lessonFailed(failure(error)));
  }
}

/** Saves progress; a failure is quiet (the next report tries again), a refusal is shown. */
export function* saveProgress(action: ReturnType<typeof progressReported>) {
  const client = yield* apiClient();
  try {
    const progress = yield* call(saveAiProgress, client, action.payload);
    yield* put(progressSaved({ lessonId: action.payload.lessonId, progress }));
  } catch (error) {
    if (isApiError(error)) yield* toastError(error);
  }
}

export function* markQuiz(action: ReturnType<typeof quizSubmitted>) {
  const client = yield* apiClient();
  try {
    const result = yield* call(submitAiQuiz, client, action.payload);
    yield* put(quizMarked({ lessonId: action.payload.lessonId, result }));
  } catch (error) {
    yield* toastError(error);
    yield* put(quizFailed());
  }
}

export function* loadManage(action: ReturnType<typeof manageRequested>) {
  const client = yield* apiClient();
  try {
    yield* put(manageReceived(yield* call(fetchAiCourseManage, client, action.payload)));
  } catch (error) {
    yield* toastError(error);
  }
}

/** Shows or hides a course for the school's teachers, then reloads both views. */
export function* toggleCourse(action: ReturnType<typeof courseToggled>) {
  const client = yield* apiClient();
  try {
    yield* call(toggleAiCourse, client, action.payload);
  } catch (error) {
    yield* toastError(error);
  }
  yield* put(manageRequested(action.payload.orgId));
  yield* put(coursesRequested());
}

/** The course's watcher. */
export function* watchAiCourse() {
  yield* takeLatest(coursesRequested, loadCourses);
  yield* takeLatest(lessonOpened, loadLesson);
  yield* takeEvery(progressReported, saveProgress);
  yield* takeLatest(quizSubmitted, markQuiz);
  yield* takeLatest(manageRequested, loadManage);
  yield* takeEvery(courseToggled, toggleCourse);
}
