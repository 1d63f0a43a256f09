import { describe, expect, it } from 'vitest';
import { lessonCompleted, resumePosition, watchedPercent } from './constants';

describe(resumePosition, () => {
  it('resumes at the saved second, from the start near the end or without a position', () => {
    expect(resumePosition(7, 12)).toBe(7);
    expect(resumePosition(11, 12)).toBe(0);
    expect(resumePosition(0, 12)).toBe(0);
    expect(resumePosition(Number.NaN, 12)).toBe(0);
    expect(resumePosition(30, 0)).toBe(30);
  });
});

describe(watchedPercent, () => {
  it('is the whole share watched, at most 100', () => {
    expect(watchedPercent(6, 12)).toBe(50);
    expect(watchedPercent(13, 12)).toBe(100);
    expect(watchedPercent(5, 0)).toBe(0);
  });
});

describe(lessonCompleted, () => {
  const base = { watchedPct: 0, quizScore: 0, quizTotal: 0, read: false };
  it('completes a video at 90%, a quiz at 60% right, a reading when read', () => {
    expect(lessonCompleted('video', { ...base, watchedPct: 89 })).toBe(false);
    expect(lessonCompleted('video', { ...base, watchedPct: 90 })).toBe(true);
    expect(lessonCompleted('quiz', { ...base, quizScore: 1, quizTotal: 2 })).toBe(false);
    expect(lessonCompleted('quiz', { ...base, quizScore: 3, quizTotal: 5 })).toBe(true);
    expect(lessonCompleted('quiz', base)).toBe(false);
    expect(lessonCompleted('reading', { ...base, read: true })).toBe(true);
    expect(lessonCompleted('reading', base)).toBe(false);
  });
});
