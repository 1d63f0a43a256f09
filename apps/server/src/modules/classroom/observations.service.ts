import {
  Code,
  MSG_STUDENT_NOT_FOUND,
  type ObservationKind,
  OBSERVATIONS_PER_STUDENT_MAX,
} from '@aita/core';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { classObservations, classStudents } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { taughtClass } from './access';

/** An observation as answered. */
export interface ObservationRow {
  observationId: number;
  studentId: number;
  kind: ObservationKind;
  text: string;
  createdAt: number;
}

/** A note that does not exist in the class. */
export const MSG_OBSERVATION_NOT_FOUND = '观察记录不存在或已删除';
/** Too many notes about one student. */
export const MSG_TOO_MANY_OBSERVATIONS = '该学生的观察记录已达上限，请删除旧的记录后再添加';

const columns = {
  observationId: classObservations.id,
  studentId: classObservations.studentId,
  kind: classObservations.kind,
  text: classObservations.text,
  createdAt: classObservations.createdAt,
};

const answer = (r: Omit<ObservationRow, 'createdAt'> & { createdAt: Date }): ObservationRow => ({
  ...r,
  createdAt: Math.floor(r.createdAt.getTime() / 1000),
});

/**
 * Teachers' notes about students over the term (docs/classroom.md "Comments"), the material of
 * the 期末评语 skeleton. Only the class's teachers read or write them.
 */
export function createObservationService({ database }: { database: Database }) {
  const { db } = database;
  return {
    /** The class's notes, oldest first. */
    async list(uid: number, classId: number): Promise<ObservationRow[]> {
      await taughtClass(db, uid, classId);
      const rows = await db
        .select(columns)
        .from(classObservations)
        .where(eq(classObservations.classId, classId))
        .orderBy(asc(classObservations.id));
      return rows.map(answer);
    },

    /** Adds a note about a student of the class. */
    async add(
      uid: number,
      input: { classId: number; studentId: number; kind: ObservationKind; text: string },
    ): Promise<ObservationRow> {
      return database.transaction(async (tx) => {
        await taughtClass(tx, uid, input.classId, true);
        const [student] = await tx
          .select({ id: classStudents.id })
          .from(classStudents)
          .where(
            and(eq(classStudents.id, input.studentId), eq(classStudents.classId, input.classId)),
          );
        if (!student) throw new DomainError(Code.NOT_FOUND, MSG_STUDENT_NOT_FOUND);
        const [n] = await tx
          .select({ n: count() })
          .from(classObservations)
          .where(eq(classObservations.studentId, input.studentId));
        if ((n?.n ?? 0) >= OBSERVATIONS_PER_STUDENT_MAX) {
          throw new DomainError(Code.INVALID_PARAM, MSG_TOO_MANY_OBSERVATIONS);
        }
        const [row] = await tx.insert(classObservations).values(input).returning(columns);
        if (!row) throw new Error('observation insert returned no row');
        return answer(row);
      });
    },

    /** Deletes a note of the class. */
    async remove(uid: number, classId: number, observationId: number): Promise<void> {
      await taughtClass(db, uid, classId);
      const gone = await db
        .delete(classObservations)
        .where(and(eq(classObservations.id, observationId), eq(classObservations.classId, classId)))
        .returning({ id: classObservations.id });
      if (gone.length === 0) throw new DomainError(Code.NOT_FOUND, MSG_OBSERVATION_NOT_FOUND);
    },
  };
}

/** The observation service. */
export type ObservationService = ReturnType<typeof createObservationService>;
