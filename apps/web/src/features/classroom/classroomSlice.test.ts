import { describe, expect, it } from 'vitest';
import {
  classDeleted,
  classSelected,
  classesReceived,
  commentSaved,
  commentsReceived,
  classroomSlice,
  detailReceived,
  examDeleted,
  examsReceived,
  studentDeleted,
  studentSaved,
} from './classroomSlice';

const reduce = classroomSlice.reducer;
const summary = (classId: number, studentCount = 0) => ({
  classId,
  name: `${classId}班`,
  grade: 7,
  subject: 2,
  studentCount,
  role: 'owner' as const,
  createdAt: 0,
});
const student = (studentId: number) => ({
  studentId,
  name: `学生${studentId}`,
  number: String(studentId),
  gender: null,
  notes: '',
});

function opened() {
  let s = reduce(undefined, classesReceived([summary(1), summary(2)]));
  s = reduce(s, classSelected(1));
  return reduce(
    s,
    detailReceived({ class: summary(1, 1), students: [student(10)], seating: null }),
  );
}

describe(classroomSlice.name, () => {
  it('keeps the list’s student count in step with the open class', () => {
    let s = reduce(opened(), studentSaved(student(11)));
    expect(s.detail?.students.map((x) => x.studentId)).toEqual([10, 11]);
    expect(s.classes.find((c) => c.classId === 1)?.studentCount).toBe(2);
    s = reduce(s, studentDeleted(10));
    expect(s.classes.find((c) => c.classId === 1)?.studentCount).toBe(1);
  });

  it('drops an answer for a class no longer open, and forgets a deleted class', () => {
    let s = reduce(opened(), classSelected(2));
    s = reduce(s, detailReceived({ class: summary(1, 5), students: [], seating: null }));
    expect(s.detail?.class.studentCount).toBe(1);
    expect(s.detailStatus).toBe('loading');
    s = reduce(s, classDeleted(2));
    expect(s.selectedId).toBeNull();
    expect(s.classes.map((c) => c.classId)).toEqual([1]);
  });

  it('opens the newest exam and moves to the next when one is deleted', () => {
    const exam = (examId: number) => ({
      examId,
      classId: 1,
      name: '月考',
      examDate: '2026-11-01',
      fullScore: 100,
      passScore: 60,
      excellentScore: 85,
      scoredCount: 0,
    });
    let s = reduce(opened(), examsReceived([exam(3), exam(2)]));
    expect(s.examId).toBe(3);
    s = reduce(s, examDeleted(3));
    expect(s.examId).toBe(2);
  });
});

describe('期末评语 state', () => {
  it('replaces a student’s comment when saved, removes it when emptied, clears on another class', () => {
    let s = reduce(
      opened(),
      commentsReceived({
        list: [{ studentId: 10, text: '旧的', source: 'model', updatedAt: 1 }],
        job: { jobId: 'j', state: 'succeeded', progress: 100, stage: '', error: null },
        modelAvailable: true,
      }),
    );
    expect(s.modelAvailable).toBe(true);
    s = reduce(
      s,
      commentSaved({
        studentId: 10,
        comment: { studentId: 10, text: '新的', source: 'teacher', updatedAt: 2 },
      }),
    );
    expect(s.comments).toEqual([{ studentId: 10, text: '新的', source: 'teacher', updatedAt: 2 }]);
    s = reduce(s, commentSaved({ studentId: 10, comment: null }));
    expect(s.comments).toEqual([]);
    s = reduce(s, classSelected(2));
    expect([s.commentJob, s.teachers]).toEqual([null, null]);
  });
});
