import { describe, expect, it } from 'vitest';
import { segments } from './MarkedText';
import {
  essayReviewSlice,
  fileChosen,
  rowAdded,
  rowChanged,
  rowRead,
  rowRemoved,
  formCleared,
} from './essayReviewSlice';

const reduce = essayReviewSlice.reducer;

describe('essayReviewSlice', () => {
  it('keeps the submit page’s rows: typed text, a read file, a photo link, removal', () => {
    let state = reduce(undefined, { type: 'init' });
    expect(state.rows).toHaveLength(1);
    state = reduce(state, rowAdded());
    const [first, second] = state.rows;
    if (!first || !second) throw new Error('rows');
    state = reduce(state, rowChanged({ row: first.key, studentName: '李华', text: '今天' }));
    state = reduce(
      state,
      fileChosen({ row: second.key, file: new File(['x'], 'a.png'), kind: 'image' }),
    );
    expect(state.busyRows[second.key]).toBe('正在上传照片…');
    state = reduce(
      state,
      rowRead({ row: second.key, text: '', imageUrl: '/oss/files/1/image/a.png' }),
    );
    state = reduce(state, rowRead({ row: second.key, text: '识别出的文字' }));
    expect(state.busyRows).toEqual({});
    expect(state.rows.map((r) => [r.studentName, r.text, r.imageUrls])).toEqual([
      ['李华', '今天', []],
      ['', '识别出的文字', ['/oss/files/1/image/a.png']],
    ]);
    state = reduce(state, rowRemoved(first.key));
    expect(state.rows.map((r) => r.key)).toEqual([second.key]);
    state = reduce(state, formCleared());
    expect(state.rows).toHaveLength(1);
    expect(state.rows[0]?.key).not.toBe(second.key);
  });
});

describe(segments, () => {
  it('cuts the essay at every comment boundary, each piece knowing its comments', () => {
    const text = '妈妈在次给我量体温。';
    const pieces = segments(text, [
      { start: 2, end: 4, kind: 'typo' },
      { start: 0, end: 4, kind: 'note' },
    ]);
    expect(pieces.map((p) => [p.text, p.covering])).toEqual([
      ['妈妈', [1]],
      ['在次', [0, 1]],
      ['给我量体温。', []],
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });
});
