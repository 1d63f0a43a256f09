import {
  CLASS_STUDENTS_MAX,
  CLASSES_PER_TEACHER_MAX,
  Code,
  type Gender,
  MSG_DUPLICATE_NUMBER,
  MSG_ROSTER_HAS_ERRORS,
  MSG_SEATING_INVALID,
  MSG_STUDENT_NOT_FOUND,
  MSG_TOO_MANY_CLASSES,
  MSG_TOO_MANY_STUDENTS,
  rosterProblems,
  type RosterStudent,
  seatingProblem,
  type SeatingLayout,
  type SeatingRules,
} from '@aita/core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { classes, classStudents, classTeachers } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { ownedClass, taughtClass } from './access';
import { studentCount, summary, type ClassSummary } from './summary';
import { classTeacherCalls } from './teachers.service';

export type { ClassSummary } from './summary';

/** A student as answered. */
export interface Student {
  studentId: number;
  name: string;
  number: string | null;
  gender: Gender | null;
  notes: string;
}

/** What a teacher sets on a class. */
export interface ClassFields {
  name: string;
  grade: number;
  subject: number;
}

const studentColumns = {
  studentId: classStudents.id,
  name: classStudents.name,
  number: classStudents.number,
  gender: classStudents.gender,
  notes: classStudents.notes,
};

/**
 * Students by 学号 the way teachers sort them: numbers of different lengths numerically
 * (2 before 10), those without a 学号 last, then by id (the order they were added).
 */
const rosterOrder = [
  sql`${classStudents.number} is null`,
  sql`length(${classStudents.number})`,
  asc(classStudents.number),
  asc(classStudents.id),
];

/** A 学号 taken by another student of the class → 40009 重复学号. */
function duplicateNumber(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new DomainError(Code.CONFLICT, `${MSG_DUPLICATE_NUMBER}：该学号在本班已存在`);
  }
  throw error;
}

/**
 * Classes, students and seating (docs/classroom.md). Every call checks that the caller teaches
 * the class (`taughtClass`); nothing here is public.
 */
export function createClassroomService({ database }: { database: Database }) {
  const { db } = database;

  async function students(tx: Db, classId: number): Promise<Student[]> {
    return tx
      .select(studentColumns)
      .from(classStudents)
      .where(eq(classStudents.classId, classId))
      .orderBy(...rosterOrder);
  }

  return {
    /** The caller's classes, newest first, with their sizes. */
    async list(uid: number): Promise<ClassSummary[]> {
      const rows = await db
        .select({
          row: classes,
          role: classTeachers.role,
          studentCount: sql<number>`(select count(*)::int from ${classStudents} where ${classStudents.classId} = ${classes.id})`,
        })
        .from(classTeachers)
        .innerJoin(classes, eq(classes.id, classTeachers.classId))
        .where(eq(classTeachers.userId, uid))
        .orderBy(desc(classes.id));
      return rows.map((r) => summary({ row: r.row, role: r.role }, Number(r.studentCount)));
    },

    /** A new class with the caller as its owner (at most CLASSES_PER_TEACHER_MAX). */
    async create(uid: number, fields: ClassFields): Promise<ClassSummary> {
      return database.transaction(async (tx) => {
        // One teacher's creations are serialised on their own user row.
        await tx.execute(sql`select 1 from users where id = ${uid} for update`);
        const [owned] = await tx
          .select({ n: count() })
          .from(classTeachers)
          .where(eq(classTeachers.userId, uid));
        if ((owned?.n ?? 0) >= CLASSES_PER_TEACHER_MAX) {
          throw new DomainError(Code.INVALID_PARAM, MSG_TOO_MANY_CLASSES);
        }
        const [row] = await tx.insert(classes).values(fields).returning();
        if (!row) throw new Error('class insert returned no row');
        await tx.insert(classTeachers).values({ classId: row.id, userId: uid, role: 'owner' });
        return summary({ row, role: 'owner' }, 0);
      });
    },

    /** Renames a class or changes its grade and subject. */
    async update(uid: number, classId: number, fields: ClassFields): Promise<ClassSummary> {
      const taught = await ownedClass(db, uid, classId);
      const [row] = await db
        .update(classes)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(classes.id, classId))
        .returning();
      if (!row) throw new Error('class update returned no row');
      return summary({ row, role: taught.role }, await studentCount(db, classId));
    },

    /** Deletes a class with its students, seating, exams and scores (cascade). */
    async remove(uid: number, classId: number): Promise<void> {
      await ownedClass(db, uid, classId);
      await db.delete(classes).where(eq(classes.id, classId));
    },

    /** The class, its students in 学号 order, its seating. */
    async detail(uid: number, classId: number) {
      const taught = await taughtClass(db, uid, classId);
      const list = await students(db, classId);
      return { class: summary(taught, list.length), students: list, seating: taught.row.seating };
    },

    /** Adds a student, or changes one (`studentId`). 学号 unique in the class (40009). */
    async saveStudent(
      uid: number,
      classId: number,
      studentId: number | undefined,
      fields: RosterStudent,
    ): Promise<Student> {
      return database.transaction(async (tx) => {
        await taughtClass(tx, uid, classId, true);
        if (studentId === undefined) {
          if ((await studentCount(tx, classId)) >= CLASS_STUDENTS_MAX) {
            throw new DomainError(Code.INVALID_PARAM, MSG_TOO_MANY_STUDENTS);
          }
          const [row] = await tx
            .insert(classStudents)
            .values({ classId, ...fields })
            .returning(studentColumns)
            .catch(duplicateNumber);
          if (!row) throw new Error('student insert returned no row');
          return row;
        }
        const [row] = await tx
          .update(classStudents)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(eq(classStudents.id, studentId), eq(classStudents.classId, classId)))
          .returning(studentColumns)
          .catch(duplicateNumber);
        if (!row) throw new DomainError(Code.NOT_FOUND, MSG_STUDENT_NOT_FOUND);
        return row;
      });
    },

    /** Removes a student of the class (and their scores). */
    async deleteStudent(uid: number, classId: number, studentId: number): Promise<void> {
      await ownedClass(db, uid, classId);
      const gone = await db
        .delete(classStudents)
        .where(and(eq(classStudents.id, studentId), eq(classStudents.classId, classId)))
        .returning({ id: classStudents.id });
      if (gone.length === 0) throw new DomainError(Code.NOT_FOUND, MSG_STUDENT_NOT_FOUND);
    },

    /**
     * Saves a confirmed roster: every row checked with the preview's rules (against the class's
     * 学号 unless `replace`), all or nothing. `replace` first removes the class's students.
     */
    async importRoster(
      uid: number,
      classId: number,
      list: RosterStudent[],
      replace: boolean,
    ): Promise<{ imported: number; total: number }> {
      return database.transaction(async (tx) => {
        if (replace) await ownedClass(tx, uid, classId, true);
        else await taughtClass(tx, uid, classId, true);
        const current = replace ? [] : await students(tx, classId);
        const taken = current.flatMap((s) => (s.number === null ? [] : [s.number]));
        const problems = rosterProblems(list, taken);
        if (problems.length) {
          throw new DomainError(
            Code.INVALID_PARAM,
            `${MSG_ROSTER_HAS_ERRORS}：${problems.slice(0, 3).join('；')}`,
          );
        }
        if (current.length + list.length > CLASS_STUDENTS_MAX) {
          throw new DomainError(Code.INVALID_PARAM, MSG_TOO_MANY_STUDENTS);
        }
        if (replace) await tx.delete(classStudents).where(eq(classStudents.classId, classId));
        await tx
          .insert(classStudents)
          .values(list.map((s) => ({ classId, ...s })))
          .catch(duplicateNumber);
        return { imported: list.length, total: current.length + list.length };
      });
    },

    /** Saves the seating chart after checking every seated id is a student of the class, once. */
    async saveSeating(uid: number, classId: number, layout: SeatingLayout & Partial<SeatingRules>) {
      return database.transaction(async (tx) => {
        await taughtClass(tx, uid, classId, true);
        const ids = (
          await tx
            .select({ id: classStudents.id })
            .from(classStudents)
            .where(eq(classStudents.classId, classId))
        ).map((r) => r.id);
        const problem = seatingProblem(layout, ids);
        if (problem) throw new DomainError(Code.INVALID_PARAM, problem);
        // Rules name students of this class only (a pair of one student is no rule).
        const known = new Set(ids);
        const rulesKnown =
          (layout.apart ?? []).every(([a, b]) => a !== b && known.has(a) && known.has(b)) &&
          (layout.front ?? []).every((id) => known.has(id));
        if (!rulesKnown) throw new DomainError(Code.INVALID_PARAM, MSG_SEATING_INVALID);
        const seating = { ...layout, aisles: [...new Set(layout.aisles)].sort((a, b) => a - b) };
        await tx
          .update(classes)
          .set({ seating, updatedAt: new Date() })
          .where(eq(classes.id, classId));
        return seating;
      });
    },

    /** §3 classInfo: the caller's classes and the students in them (0 and 0 for a visitor). */
    async classInfo(uid: number | undefined) {
      if (uid === undefined) return { classTotal: 0, personTotal: 0 };
      const taught = db
        .select({ id: classTeachers.classId })
        .from(classTeachers)
        .where(eq(classTeachers.userId, uid));
      const [c] = await db
        .select({ n: count() })
        .from(classTeachers)
        .where(eq(classTeachers.userId, uid));
      const [p] = await db
        .select({ n: count() })
        .from(classStudents)
        .where(inArray(classStudents.classId, taught));
      return { classTotal: c?.n ?? 0, personTotal: p?.n ?? 0 };
    },

    ...classTeacherCalls(database),

    /** The class's students (for the export), in 学号 order. */
    students: (classId: number) => students(db, classId),
  };
}

/** The classroom service. */
export type ClassroomService = ReturnType<typeof createClassroomService>;
