import { describe, expect, it } from 'vitest';
import { commentFactLines, commentSkeleton, givenName } from './comments';

describe(commentSkeleton, () => {
  it('arranges the teacher’s observations, strengths first, and invents nothing', () => {
    const text = commentSkeleton('欧阳晓明', [
      { kind: 'improve', text: '作业书写要更工整。' },
      { kind: 'strength', text: '上课积极发言' },
      { kind: 'progress', text: '数学计算准确率明显提高' },
      { kind: 'other', text: '担任图书角管理员' },
    ]);
    expect(text).toBe(
      '晓明同学：这学期你上课积极发言；数学计算准确率明显提高。担任图书角管理员。' +
        '老师希望你在这些方面继续努力：作业书写要更工整。【写下对新学期的期望】',
    );
  });

  it('is only brackets without observations', () => {
    expect(commentSkeleton('李四', [])).toBe(
      '李四同学：这学期你【写下他/她的闪光点】。【写下希望他/她改进的地方】。【写下对新学期的期望】',
    );
    expect(givenName('王小')).toBe('王小');
  });
});

describe(commentFactLines, () => {
  it('grounds a comment in the student’s own notes, observations and scores, without rank', () => {
    expect(
      commentFactLines({
        name: '王小明',
        gender: 'm',
        notes: '图书角管理员',
        observations: [
          { kind: 'improve', text: '字迹潦草' },
          { kind: 'strength', text: '乐于助人' },
        ],
        exams: [
          { name: '期中', examDate: '2026-11-05', fullScore: 100, score: 78, average: 81.25 },
          { name: '单元', examDate: '2026-10-01', fullScore: 100, score: null, average: 80 },
        ],
      }),
    ).toEqual([
      '姓名：王小明（男）',
      '备注：图书角管理员',
      '优点：乐于助人',
      '待改进：字迹潦草',
      '期中（2026-11-05）：78/100 分，班级平均 81.3，低于平均',
      '单元（2026-10-01）：未参加或未录入',
    ]);
    expect(
      commentFactLines({ name: '李四', gender: null, notes: '', observations: [], exams: [] }),
    ).toEqual(['姓名：李四', '（老师还没有记录这名学生的表现和成绩）']);
  });
});
