import { listTeachingAidFiles } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { classBookDialogClosed } from './classBookEntrySlice';
import {
  allFilesToggled,
  classBookSlice,
  classBookStarted,
  classNameChanged,
  fileToggled,
  gradeChosen,
  initialClassBookState,
  loginWaitEnded,
  loginWaitStarted,
  schoolChanged,
  stepAdvanced,
  stepBack,
  subjectChosen,
  versionChosen,
  type ClassBookState,
} from './classBookSlice';

const reduce = (
  actions: Parameters<typeof classBookSlice.reducer>[1][],
  from = initialClassBookState,
) => actions.reduce<ClassBookState>((state, action) => classBookSlice.reducer(state, action), from);

describe('classBookSlice', () => {
  it('starts once on the given subject (its first version) with the saved school', () => {
    const state = reduce([
      classBookStarted({ subjectId: 2, school: '实验小学' }),
      classBookStarted({ subjectId: 1, school: '别的学校' }),
    ]);
    expect(state).toMatchObject({ started: true, subjectId: 2, versionId: 1, school: '实验小学' });
  });

  it('goes 1 → 2 → 3 only with a file chosen, and back 3 → 2 → 1', () => {
    const file = listTeachingAidFiles(2, 2, 3)[1];
    let state = reduce([
      classBookStarted({ subjectId: 2, school: '' }),
      versionChosen(2),
      gradeChosen(3),
      stepAdvanced(),
      stepAdvanced(),
    ]);
    expect(state.step).toBe(2);
    state = reduce([fileToggled(file?.url ?? ''), stepAdvanced(), stepAdvanced()], state);
    expect(state.step).toBe(3);
    expect(state.selected).toEqual([file?.url]);
    state = reduce([stepBack()], state);
    expect(state.step).toBe(2);
    state = reduce([stepBack(), stepBack()], state);
    expect(state.step).toBe(1);
    expect(state.selected).toEqual([file?.url]);
  });

  it('keeps the choice valid: a new subject takes its first version, new choices clear the files', () => {
    let state = reduce([classBookStarted({ subjectId: 2, school: '' }), versionChosen(2)]);
    state = reduce([allFilesToggled()], state);
    expect(state.selected).toHaveLength(listTeachingAidFiles(2, 2, 1).length);
    state = reduce([subjectChosen(1)], state);
    expect(state).toMatchObject({ subjectId: 1, versionId: 1, selected: [] });
    // 语文 has no second version; unknown grades and files are ignored.
    state = reduce([versionChosen(2), gradeChosen(7), fileToggled('/nope.pdf')], state);
    expect(state).toMatchObject({ versionId: 1, grade: 1, selected: [] });
    state = reduce([allFilesToggled(), gradeChosen(2)], state);
    expect(state.selected).toEqual([]);
  });

  it('cuts school and class to 40 characters (§5)', () => {
    const state = reduce([schoolChanged('校'.repeat(45)), classNameChanged('班'.repeat(41))]);
    expect([...state.school]).toHaveLength(40);
    expect([...state.className]).toHaveLength(40);
  });

  it('comes back from login at step 3; an empty school takes the saved one', () => {
    const base = { ...initialClassBookState, step: 3 as const, started: true };
    expect(reduce([loginWaitStarted()], base).phase).toBe('login');
    expect(
      reduce([loginWaitStarted(), loginWaitEnded({ schoolName: '一小' })], base),
    ).toMatchObject({ phase: 'editing', step: 3, school: '一小' });
    expect(
      reduce(
        [schoolChanged('二小'), loginWaitStarted(), loginWaitEnded({ schoolName: '一小' })],
        base,
      ).school,
    ).toBe('二小');
  });

  it('resets to step 1 when the dialog closes', () => {
    const state = reduce([
      classBookStarted({ subjectId: 2, school: '一小' }),
      stepAdvanced(),
      classBookDialogClosed(),
    ]);
    expect(state).toEqual(initialClassBookState);
  });
});
