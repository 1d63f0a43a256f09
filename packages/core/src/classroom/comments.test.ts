import { describe, expect, it } from 'vitest';
import { commentSkeleton, givenName } from './comments';

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
