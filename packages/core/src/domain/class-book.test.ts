import { describe, expect, it } from 'vitest';
import { defaultClassBookSubjectId } from './class-book';

describe(defaultClassBookSubjectId, () => {
  it('starts on the teacher subject when it is in the catalogue', () => {
    expect(defaultClassBookSubjectId({ subjectName: '数学' })).toBe(2);
    expect(defaultClassBookSubjectId({ subjectName: ' 语文 ' })).toBe(1);
  });

  it('starts on 语文 for other or unset subjects and anonymous users', () => {
    expect(defaultClassBookSubjectId({ subjectName: '英语' })).toBe(1);
    expect(defaultClassBookSubjectId({ subjectName: '' })).toBe(1);
    expect(defaultClassBookSubjectId(null)).toBe(1);
  });
});
