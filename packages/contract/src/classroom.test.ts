import { describe, expect, it } from 'vitest';
import { classroom } from './classroom';
import { accepted, refusal } from './test/refusal';

describe('classroom bodies', () => {
  it('trims a class name and refuses an empty or long one', () => {
    expect(accepted(classroom.create.body, { name: '  七年级 （3）班 ', grade: '7' })).toEqual({
      name: '七年级 （3）班',
      grade: 7,
      subject: 0,
    });
    expect(refusal(classroom.create.body, { name: '   ' })).toBe('参数错误：name 不能为空');
    expect(refusal(classroom.create.body, { name: '班'.repeat(31) })).toBe(
      '参数错误：name 不能超过 30 个字符',
    );
    expect(refusal(classroom.create.body, { name: '一班', grade: 13 })).toBe(
      '参数错误：grade 应为 0 到 12 的整数',
    );
  });

  it('reads a student with an empty 学号 as null and refuses an unknown gender', () => {
    expect(accepted(classroom.saveStudent.body, { classId: 1, name: '张三', number: ' ' })).toEqual(
      { classId: 1, name: '张三', number: null, gender: null, notes: '' },
    );
    expect(refusal(classroom.saveStudent.body, { classId: 1, name: '张三', gender: 'x' })).toBe(
      '参数错误：gender 取值无效',
    );
  });

  it('takes scores with one decimal, as numbers or strings, and null to clear', () => {
    expect(
      accepted(classroom.saveScores.body, {
        examId: 1,
        scores: [
          { studentId: 2, score: '88.5' },
          { studentId: 3, score: null },
        ],
      }),
    ).toEqual({
      examId: 1,
      scores: [
        { studentId: 2, score: 88.5 },
        { studentId: 3, score: null },
      ],
    });
    expect(
      refusal(classroom.saveScores.body, { examId: 1, scores: [{ studentId: 2, score: 1.25 }] }),
    ).toBe('参数错误：scores[0].score 应为 0 到 1000 的数，最多一位小数');
  });
});
