import type {
  AiCourseList,
  AiCourseManage,
  AiLessonDetail,
  AiProgress,
  AiQuizResult,
} from '@aita/api';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A failed load: the envelope code (0 for transport) and the Chinese text to show. */
export interface LoadError {
  code: number;
  text: string;
}

export interface AiCourseState {
  list: AiCourseList | null;
  listStatus: 'idle' | 'loading' | 'ready' | 'failed';
  listError: LoadError | null;
  lesson: AiLessonDetail | null;
  lessonStatus: 'idle' | 'loading' | 'ready' | 'failed';
  lessonError: LoadError | null;
  quiz: AiQuizResult | null;
  quizSending: boolean;
  manage: AiCourseManage | null;
}

const initialState: AiCourseState = {
  list: null,
  listStatus: 'idle',
  listError: null,
  lesson: null,
  lessonStatus: 'idle',
  lessonError: null,
  quiz: null,
  quizSending: false,
  manage: null,
};

/** Puts a lesson's new progress into the outline and the open lesson. */
function applyProgress(state: AiCourseState, lessonId: number, progress: AiProgress) {
  for (const course of state.list?.courses ?? []) {
    let changed = false;
    for (const chapter of course.chapters) {
      for (const lesson of chapter.lessons) {
        if (lesson.lessonId === lessonId) {
          lesson.progress = progress;
          changed = true;
        }
      }
    }
    if (changed) {
      course.completedCount = course.chapters
        .flatMap((c) => c.lessons)
        .filter((l) => l.progress.completed).length;
    }
  }
  if (state.lesson?.lessonId === lessonId) state.lesson.progress = progress;
}

/** The AI course (docs/aiCourse.md "Web"): the outline, the open lesson, a quiz result, the admin view. */
export const aiCourseSlice = createSlice({
  name: 'aiCourse',
  initialState,
  reducers: {
    coursesRequested(state) {
      state.listStatus = 'loading';
      state.listError = null;
    },
    coursesReceived(state, action: PayloadAction<AiCourseList>) {
      state.list = action.payload;
      state.listStatus = 'ready';
    },
    coursesFailed(state, action: PayloadAction<LoadError>) {
      state.listStatus = 'failed';
      state.listError = action.payload;
    },
    lessonOpened(state, _action: PayloadAction<number>) {
      state.lessonStatus = 'loading';
      state.lessonError = null;
      state.quiz = null;
    },
    lessonReceived(state, action: PayloadAction<AiLessonDetail>) {
      state.lesson = action.payload;
      state.lessonStatus = 'ready';
    },
    lessonFailed(state, action: PayloadAction<LoadError>) {
      state.lesson = null;
      state.lessonStatus = 'failed';
      state.lessonError = action.payload;
    },
    /** The player or a reading reports progress (saved by the saga). */
    progressReported(
      _state,
      _action: PayloadAction<{
        lessonId: number;
        positionSec: number;
        watchedPct: number;
        read?: boolean;
      }>,
    ) {},
    progressSaved(state, action: PayloadAction<{ lessonId: number; progress: AiProgress }>) {
      applyProgress(state, action.payload.lessonId, action.payload.progress);
    },
    quizSubmitted(state, _action: PayloadAction<{ lessonId: number; answers: number[] }>) {
      state.quizSending = true;
    },
    quizMarked(state, action: PayloadAction<{ lessonId: number; result: AiQuizResult }>) {
      state.quizSending = false;
      state.quiz = action.payload.result;
      applyProgress(state, action.payload.lessonId, action.payload.result.progress);
    },
    quizFailed(state) {
      state.quizSending = false;
    },
    /** 再试一次: the marked attempt is put away. */
    quizReset(state) {
      state.quiz = null;
    },
    manageRequested(_state, _action: PayloadAction<number>) {},
    manageReceived(state, action: PayloadAction<AiCourseManage>) {
      state.manage = action.payload;
    },
    courseToggled(
      state,
      action: PayloadAction<{ orgId: number; courseId: number; enabled: 0 | 1 }>,
    ) {
      const course = state.manage?.courses.find((c) => c.courseId === action.payload.courseId);
      if (course) course.enabled = action.payload.enabled;
    },
  },
  selectors: {
    selectAiCourse: (state) => state,
  },
});

export const {
  coursesRequested,
  coursesReceived,
  coursesFailed,
  lessonOpened,
  lessonReceived,
  lessonFailed,
  progressReported,
  progressSaved,
  quizSubmitted,
  quizMarked,
  quizFailed,
  quizReset,
  manageRequested,
  manageReceived,
  courseToggled,
} = aiCourseSlice.actions;
export const { selectAiCourse } = aiCourseSlice.selectors;
