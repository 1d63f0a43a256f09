import type { Courseware } from '@aita/api';
import {
  outlineFromStructure,
  slidesFromOutline,
  updateSection,
  type CoursewareForm,
} from '@aita/core';
import { describe, expect, it } from 'vitest';
import {
  coursewareLoaded,
  coursewareSlice,
  formSubmitted,
  mineDeleted,
  mineReceived,
  mineRequested,
  restarted,
  outlineEdited,
  outlineReceived,
  slideEdited,
  slidesReceived,
  stepChosen,
  themeChosen,
} from './coursewareSlice';

const form: CoursewareForm = {
  period: '初中',
  subject: '数学',
  textbookVersion: '人教版',
  topic: '勾股定理',
  lessonNo: 1,
  lessonType: 'new',
  themeId: 'clean',
};
const outline = outlineFromStructure(form);
const courseware: Courseware = {
  coursewareId: 7,
  form,
  outline,
  slides: [],
  outlineSource: 'structure',
  copyCount: 0,
  updatedAt: '2026-11-25T00:00:00.000Z',
};
const reduce = coursewareSlice.reducer;

describe('coursewareSlice', () => {
  it('goes form → outline → slides, and marks edits', () => {
    let state = reduce(undefined, formSubmitted(form));
    expect(state.busy).toBe('outline');
    // The slides step needs slides.
    expect(reduce(state, stepChosen('slides')).step).toBe('form');
    state = reduce(state, outlineReceived({ courseware, hint: '提示' }));
    expect(state).toMatchObject({ step: 'outline', busy: null, hint: '提示' });
    const filled = updateSection(outline, 's1', { points: ['目标'] });
    state = reduce(state, outlineEdited(filled));
    expect(state.outline?.sections[0]?.points).toEqual(['目标']);
    expect(state.outlineChanged).toBe(false);
    const slides = slidesFromOutline(filled);
    state = reduce(
      state,
      slidesReceived({ courseware: { ...courseware, outline: filled, slides }, hint: '' }),
    );
    expect(state).toMatchObject({ step: 'slides', unsaved: false, selected: 0 });
    state = reduce(
      state,
      slideEdited({
        index: 1,
        slide: { ...(slides[1] ?? slides[0]), title: '新标题' } as (typeof slides)[number],
      }),
    );
    expect(state.slides[1]?.title).toBe('新标题');
    expect(state.unsaved).toBe(true);
    state = reduce(state, themeChosen('lively'));
    expect(state.courseware?.form.themeId).toBe('lively');
    // Editing the outline after the slides exist says the slides will be replaced.
    state = reduce(state, outlineEdited(outline));
    expect(state.outlineChanged).toBe(true);
    expect(state.hint).toContain('重新生成幻灯片');
  });

  it('我的课件: lists, reopens at the slides or the outline, and a delete leaves the list', () => {
    const row = {
      coursewareId: 7,
      title: '勾股定理',
      period: '初中',
      subject: '数学',
      slideCount: 0,
      updatedAt: courseware.updatedAt,
    };
    const other = { ...row, coursewareId: 8, title: '春', slideCount: 9 };
    let state = reduce(undefined, mineRequested(2));
    expect(state.mine).toMatchObject({ status: 'loading', page: 2 });
    state = reduce(state, mineReceived({ list: [other, row], total: 22 }));
    expect(state.mine).toMatchObject({ status: 'ready', total: 22 });
    // Without slides it opens at its outline; with slides, at the slides.
    state = reduce(state, coursewareLoaded(courseware));
    expect(state).toMatchObject({ step: 'outline', unsaved: false });
    const slides = slidesFromOutline(updateSection(outline, 's1', { points: ['目标'] }));
    state = reduce(state, coursewareLoaded({ ...courseware, slides }));
    expect(state).toMatchObject({ step: 'slides', selected: 0 });
    // Deleting the open one returns to the form; the list and its count follow.
    state = reduce(state, mineDeleted(7));
    expect(state.mine.list.map((r) => r.coursewareId)).toEqual([8]);
    expect(state.mine.total).toBe(21);
    expect(state).toMatchObject({ step: 'form', courseware: null });
    // A new courseware keeps the list.
    expect(reduce(state, restarted()).mine.list).toHaveLength(1);
  });
});
