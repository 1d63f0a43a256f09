import type { AiCourseList, AiLessonDetail } from '@aita/api';
import { describe, expect, it } from 'vitest';
import {
  aiCourseSlice,
  coursesReceived,
  lessonReceived,
  progressSaved,
  quizMarked,
  quizReset,
} from './aiCourseSlice';

const none = { positionSec: 0, watchedPct: 0, quizScore: 0, quizTotal: 0, completed: false };
const list: AiCourseList = {
  orgId: 1,
  orgName: '示范学校',
  canManage: false,
  courses: [
    {
      courseId: 1,
      title: 'AI通识课',
      summary: '',
      lessonCount: 2,
      completedCount: 0,
      chapters: [
        {
          chapterId: 1,
          title: '第一章',
          lessons: [
            { lessonId: 10, kind: 'video', title: '视频', durationSec: 12, progress: none },
            { lessonId: 11, kind: 'quiz', title: '测验', durationSec: 0, progress: none },
          ],
        },
      ],
    },
  ],
};
const lesson: AiLessonDetail = {
  lessonId: 11,
  kind: 'quiz',
  title: '测验',
  durationSec: 0,
  progress: none,
  courseId: 1,
  courseTitle: 'AI通识课',
  chapterTitle: '第一章',
  videoUrl: '',
  subtitlesUrl: '',
  paragraphs: [],
  questions: [{ question: '？', options: ['甲', '乙'] }],
};

describe('aiCourseSlice', () => {
  it('puts saved progress into the outline, the course count and the open lesson', () => {
    const reduce = aiCourseSlice.reducer;
    let state = reduce(undefined, coursesReceived(list));
    state = reduce(state, lessonReceived(lesson));
    state = reduce(
      state,
      progressSaved({ lessonId: 10, progress: { ...none, watchedPct: 95, completed: true } }),
    );
    expect(state.list?.courses[0]?.completedCount).toBe(1);
    expect(state.list?.courses[0]?.chapters[0]?.lessons[0]?.progress.watchedPct).toBe(95);
    const result = {
      score: 1,
      total: 1,
      passed: true,
      correct: [1],
      progress: { ...none, quizScore: 1, quizTotal: 1, completed: true },
    };
    state = reduce(state, quizMarked({ lessonId: 11, result }));
    expect(state.list?.courses[0]?.completedCount).toBe(2);
    expect(state.lesson?.progress.completed).toBe(true);
    expect(state.quiz).toEqual(result);
    expect(reduce(state, quizReset()).quiz).toBeNull();
  });
});
