import type { Courseware, CoursewareFormInput, CoursewareRow, HtmlAppInfo } from '@aita/api';
import {
  MSG_COURSEWARE_OUTLINE_CHANGED,
  type CoursewareOutline,
  type CoursewareSlide,
} from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the teacher is: the form, the outline (step 1) or the slides (step 2). */
export type CoursewareStep = 'form' | 'outline' | 'slides';

/** The AI课件 tool's state, and the `/code` viewer's. */
export interface CoursewareState {
  step: CoursewareStep;
  courseware: Courseware | null;
  /** The outline as the teacher is editing it (saved with the next step). */
  outline: CoursewareOutline | null;
  /** The slides as the teacher is editing them. */
  slides: CoursewareSlide[];
  selected: number;
  /** What is running: nothing, or the call the buttons wait for. */
  busy: null | 'outline' | 'slides' | 'save' | 'download';
  /** What the teacher should know about the last step (how it was made). */
  hint: string;
  /** The last error, shown beside the step. */
  error: string;
  /** Whether the slides have edits not saved yet. */
  unsaved: boolean;
  /** The outline changed after the slides were made. */
  outlineChanged: boolean;
  /** 我的课件: the teacher's earlier coursewares, newest first (one page). */
  mine: {
    status: 'idle' | 'loading' | 'ready' | 'failed';
    list: CoursewareRow[];
    total: number;
    page: number;
    error: string;
    /** The courseware being opened or deleted from the list. */
    pendingId: number | null;
  };
  /** The `/code` viewer's app. */
  htmlApp: {
    status: 'idle' | 'loading' | 'ready' | 'failed';
    info: HtmlAppInfo | null;
    error: string;
  };
}

const initialState: CoursewareState = {
  step: 'form',
  courseware: null,
  outline: null,
  slides: [],
  selected: 0,
  busy: null,
  hint: '',
  error: '',
  unsaved: false,
  outlineChanged: false,
  mine: { status: 'idle', list: [], total: 0, page: 1, error: '', pendingId: null },
  htmlApp: { status: 'idle', info: null, error: '' },
};

/** The courseware slice (docs/courseware.md "Web"). Actions read as events. */
export const coursewareSlice = createSlice({
  name: 'courseware',
  initialState,
  reducers: {
    formSubmitted(state, _action: PayloadAction<CoursewareFormInput>) {
      state.busy = 'outline';
      state.error = '';
    },
    outlineReceived(state, action: PayloadAction<{ courseware: Courseware; hint: string }>) {
      state.busy = null;
      state.courseware = action.payload.courseware;
      state.outline = action.payload.courseware.outline;
      state.slides = action.payload.courseware.slides;
      state.hint = action.payload.hint;
      state.step = 'outline';
      state.outlineChanged = false;
    },
    outlineEdited(state, action: PayloadAction<CoursewareOutline>) {
      state.outline = action.payload;
      if (state.slides.length) {
        state.outlineChanged = true;
        state.hint = MSG_COURSEWARE_OUTLINE_CHANGED;
      }
    },
    slidesRequested(state) {
      state.busy = 'slides';
      state.error = '';
    },
    slidesReceived(state, action: PayloadAction<{ courseware: Courseware; hint: string }>) {
      state.busy = null;
      state.courseware = action.payload.courseware;
      state.outline = action.payload.courseware.outline;
      state.slides = action.payload.courseware.slides;
      state.selected = 0;
      state.hint = action.payload.hint;
      state.step = 'slides';
      state.unsaved = false;
      state.outlineChanged = false;
    },
    stepChosen(state, action: PayloadAction<CoursewareStep>) {
      if (action.payload === 'slides' && !state.slides.length) return;
      if (action.payload !== 'form' && !state.courseware) return;
      state.step = action.payload;
      state.error = '';
    },
    slideSelected(state, action: PayloadAction<number>) {
      state.selected = action.payload;
    },
    slideEdited(state, action: PayloadAction<{ index: number; slide: CoursewareSlide }>) {
      state.slides[action.payload.index] = action.payload.slide;
      state.unsaved = true;
    },
    themeChosen(state, action: PayloadAction<string>) {
      if (state.courseware) state.courseware.form.themeId = action.payload;
      state.unsaved = true;
    },
    saveRequested(state) {
      state.busy = 'save';
      state.error = '';
    },
    downloadRequested(state) {
      state.busy = 'download';
      state.error = '';
    },
    saved(state, action: PayloadAction<Courseware>) {
      state.courseware = action.payload;
      state.unsaved = false;
      if (state.busy === 'save') state.busy = null;
    },
    downloadFinished(state) {
      state.busy = null;
    },
    copied(_state, _action: PayloadAction<string>) {},
    failed(state, action: PayloadAction<string>) {
      state.busy = null;
      state.error = action.payload;
    },
    restarted(state) {
      // A new courseware: the list stays (and is reloaded by the page).
      return { ...initialState, mine: state.mine };
    },
    mineRequested(state, action: PayloadAction<number | undefined>) {
      state.mine.status = 'loading';
      state.mine.error = '';
      state.mine.page = action.payload ?? state.mine.page;
    },
    mineReceived(state, action: PayloadAction<{ list: CoursewareRow[]; total: number }>) {
      state.mine.status = 'ready';
      state.mine.list = action.payload.list;
      state.mine.total = action.payload.total;
    },
    mineFailed(state, action: PayloadAction<string>) {
      state.mine.status = 'failed';
      state.mine.error = action.payload;
    },
    /** 继续编辑 on a row of 我的课件. */
    mineOpened(state, action: PayloadAction<number>) {
      state.mine.pendingId = action.payload;
      state.error = '';
    },
    /** The opened courseware: its slides when it has them, else its outline. */
    coursewareLoaded(state, action: PayloadAction<Courseware>) {
      const courseware = action.payload;
      state.mine.pendingId = null;
      state.courseware = courseware;
      state.outline = courseware.outline;
      state.slides = courseware.slides;
      state.selected = 0;
      state.hint = '';
      state.error = '';
      state.unsaved = false;
      state.outlineChanged = false;
      state.step = courseware.slides.length ? 'slides' : 'outline';
    },
    /** 删除 on a row of 我的课件 (after the teacher confirmed). */
    mineDeleteRequested(state, action: PayloadAction<number>) {
      state.mine.pendingId = action.payload;
    },
    mineDeleted(state, action: PayloadAction<number>) {
      state.mine.pendingId = null;
      const before = state.mine.list.length;
      state.mine.list = state.mine.list.filter((row) => row.coursewareId !== action.payload);
      state.mine.total -= before - state.mine.list.length;
      if (state.courseware?.coursewareId === action.payload) {
        state.courseware = null;
        state.outline = null;
        state.slides = [];
        state.step = 'form';
      }
    },
    mineActionFailed(state, action: PayloadAction<string>) {
      state.mine.pendingId = null;
      state.error = action.payload;
    },
    htmlAppOpened(state, _action: PayloadAction<number>) {
      state.htmlApp = { status: 'loading', info: null, error: '' };
    },
    htmlAppReceived(state, action: PayloadAction<HtmlAppInfo>) {
      state.htmlApp = { status: 'ready', info: action.payload, error: '' };
    },
    htmlAppFailed(state, action: PayloadAction<string>) {
      state.htmlApp = { status: 'failed', info: null, error: action.payload };
    },
  },
  selectors: {
    selectCourseware: (state) => state,
    selectMyCoursewares: (state) => state.mine,
    selectHtmlApp: (state) => state.htmlApp,
  },
});

export const {
  formSubmitted,
  outlineReceived,
  outlineEdited,
  slidesRequested,
  slidesReceived,
  stepChosen,
  slideSelected,
  slideEdited,
  themeChosen,
  saveRequested,
  downloadRequested,
  saved,
  downloadFinished,
  copied,
  failed,
  restarted,
  mineRequested,
  mineReceived,
  mineFailed,
  mineOpened,
  coursewareLoaded,
  mineDeleteRequested,
  mineDeleted,
  mineActionFailed,
  htmlAppOpened,
  htmlAppReceived,
  htmlAppFailed,
} = coursewareSlice.actions;
export const { selectCourseware, selectMyCoursewares, selectHtmlApp } = coursewareSlice.selectors;
