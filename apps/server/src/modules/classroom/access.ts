import {
  Code,
  MSG_CLASS_FORBIDDEN,
  MSG_CLASS_NOT_FOUND,
  MSG_EXAM_NOT_FOUND,
  MSG_OWNER_ONLY,
} from '@aita/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { classes, classExams, classTeachers } from '../../db/schema';
import { DomainError } from '../../platform/errors';

/** A class the caller teaches, with their role. */
export interface TaughtClass {
  row: typeof classes.$inferSelect;
  role: 'owner' | 'teacher';
}

/**
 * The class if `uid` teaches it (docs/classroom.md "Access"): 40004 when there is no such class,
 * 40003 when it is another teacher's. Every call but the template goes through here first.
 * With `lock`, the class row is locked (inside a transaction) so counts and 学号 checks of
 * concurrent imports cannot interleave.
 */
export async function taughtClass(
  db: Db,
  uid: number,
  classId: number,
  lock = false,
): Promise<TaughtClass> {
  const query = db.select().from(classes).where(eq(classes.id, classId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError(Code.NOT_FOUND, MSG_CLASS_NOT_FOUND);
  const [teacher] = await db
    .select({ role: classTeachers.role })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.userId, uid)));
  if (!teacher) throw new DomainError(Code.FORBIDDEN, MSG_CLASS_FORBIDDEN);
  return { row, role: teacher.role };
}

/** The exam and its class if `uid` teaches that class; 40004 for no such exam, 40003 otherwise. */
export async function taughtExam(db: Db, uid: number, examId: number) {
  const [exam] = await db.select().from(classExams).where(eq(classExams.id, examId));
  if (!exam) throw new DomainError(Code.NOT_FOUND, MSG_EXAM_NOT_FOUND);
  const taught = await taughtClass(db, uid, exam.classId);
  return { exam, taught };
}

/**
 * The class if `uid` is its owner (docs/classroom.md "Co-teachers"): co-teachers get 40003
 * 只有班主任… for renaming or deleting the class, deleting students, replacing the roster and
 * managing the teachers.
 */
export async function ownedClass(
  db: Db,
  uid: number,
  classId: number,
  lock = false,
): Promise<TaughtClass> {
  const taught = await taughtClass(db, uid, classId, lock);
  if (taught.role !== 'owner') throw new DomainError(Code.FORBIDDEN, MSG_OWNER_ONLY);
  return taught;
}
