import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { classStudents } from '../../db/schema';
import type { TaughtClass } from './access';

/** A class as answered (the contract's classSummarySchema). */
export interface ClassSummary {
  classId: number;
  name: string;
  grade: number;
  subject: number;
  studentCount: number;
  role: 'owner' | 'teacher';
  createdAt: number;
}

/** A class as answered, from its row and the caller's role. */
export function summary(t: TaughtClass, studentCount: number): ClassSummary {
  return {
    classId: t.row.id,
    name: t.row.name,
    grade: t.row.grade,
    subject: t.row.subject,
    studentCount,
    role: t.role,
    createdAt: Math.floor(t.row.createdAt.getTime() / 1000),
  };
}

/** How many students the class has. */
export async function studentCount(tx: Db, classId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(classStudents)
    .where(eq(classStudents.classId, classId));
  return row?.n ?? 0;
}
