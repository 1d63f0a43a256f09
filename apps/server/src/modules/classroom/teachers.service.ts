import { randomInt } from 'node:crypto';
import {
  CLASS_TEACHERS_MAX,
  CLASSES_PER_TEACHER_MAX,
  Code,
  INVITE_DAYS,
  MSG_INVITE_INVALID,
  MSG_OWNER_CANNOT_LEAVE,
  MSG_OWNER_ONLY,
  MSG_TEACHER_NOT_FOUND,
  MSG_TOO_MANY_CLASSES,
  MSG_TOO_MANY_TEACHERS,
} from '@aita/core';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { classes, classTeachers, users } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { ownedClass, taughtClass } from './access';
import { studentCount, summary, type ClassSummary } from './summary';

/** Invite codes: 8 characters without look-alikes (0/O, 1/I/L), from a CSPRNG. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const inviteCode = () =>
  Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

/** 138****1234: other teachers of the class see whom they teach with, not the full number. */
const maskPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';

/**
 * A class's teachers: the owner and co-teachers who joined by invite code (docs/classroom.md).
 * Spread into the classroom service.
 */
export function classTeacherCalls(database: Database) {
  const { db } = database;
  return {
    /** The class's teachers (owner first); the owner also gets the current invite code. */
    async teachers(uid: number, classId: number) {
      const taught = await taughtClass(db, uid, classId);
      const rows = await db
        .select({
          userId: users.id,
          name: users.uname,
          phone: users.phone,
          role: classTeachers.role,
        })
        .from(classTeachers)
        .innerJoin(users, eq(users.id, classTeachers.userId))
        .where(eq(classTeachers.classId, classId))
        .orderBy(asc(classTeachers.createdAt), asc(users.id));
      const list = rows
        .map((r) => ({ ...r, phone: maskPhone(r.phone), name: r.name || '老师' }))
        .sort((a, b) => (a.role === b.role ? 0 : a.role === 'owner' ? -1 : 1));
      const { inviteCode, inviteExpiresAt } = taught.row;
      const invite =
        taught.role === 'owner' && inviteCode && inviteExpiresAt && inviteExpiresAt > new Date()
          ? { code: inviteCode, expiresAt: Math.floor(inviteExpiresAt.getTime() / 1000) }
          : null;
      return { list, invite };
    },

    /** A fresh invite code for the class (owner only); the previous code stops working. */
    async invite(uid: number, classId: number) {
      await ownedClass(db, uid, classId);
      const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000);
      for (;;) {
        const code = inviteCode();
        const done = await db
          .update(classes)
          .set({ inviteCode: code, inviteExpiresAt: expiresAt, updatedAt: new Date() })
          .where(eq(classes.id, classId))
          .returning({ id: classes.id })
          .then(
            () => true,
            (error: unknown) => {
              if (isUniqueViolation(error)) return false;
              throw error;
            },
          );
        if (done) return { code, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
      }
    },

    /** Joins the class of an invite code as a co-teacher (already teaching it: answered as is). */
    async join(uid: number, code: string): Promise<ClassSummary> {
      return database.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: classes.id })
          .from(classes)
          .where(and(eq(classes.inviteCode, code), gt(classes.inviteExpiresAt, new Date())));
        if (!found) throw new DomainError(Code.NOT_FOUND, MSG_INVITE_INVALID);
        const [row] = await tx.select().from(classes).where(eq(classes.id, found.id)).for('update');
        if (!row) throw new DomainError(Code.NOT_FOUND, MSG_INVITE_INVALID);
        const [already] = await tx
          .select({ role: classTeachers.role })
          .from(classTeachers)
          .where(and(eq(classTeachers.classId, row.id), eq(classTeachers.userId, uid)));
        if (!already) {
          const [teaching] = await tx
            .select({ n: count() })
            .from(classTeachers)
            .where(eq(classTeachers.userId, uid));
          if ((teaching?.n ?? 0) >= CLASSES_PER_TEACHER_MAX) {
            throw new DomainError(Code.INVALID_PARAM, MSG_TOO_MANY_CLASSES);
          }
          const [teachers] = await tx
            .select({ n: count() })
            .from(classTeachers)
            .where(eq(classTeachers.classId, row.id));
          if ((teachers?.n ?? 0) >= CLASS_TEACHERS_MAX) {
            throw new DomainError(Code.INVALID_PARAM, MSG_TOO_MANY_TEACHERS);
          }
          await tx.insert(classTeachers).values({ classId: row.id, userId: uid, role: 'teacher' });
        }
        return summary({ row, role: already?.role ?? 'teacher' }, await studentCount(tx, row.id));
      });
    },

    /** The owner removes a co-teacher, or a co-teacher leaves; the owner cannot leave. */
    async removeTeacher(uid: number, classId: number, userId: number): Promise<void> {
      const taught = await taughtClass(db, uid, classId);
      if (userId === uid && taught.role === 'owner') {
        throw new DomainError(Code.INVALID_PARAM, MSG_OWNER_CANNOT_LEAVE);
      }
      if (userId !== uid && taught.role !== 'owner') {
        throw new DomainError(Code.FORBIDDEN, MSG_OWNER_ONLY);
      }
      const gone = await db
        .delete(classTeachers)
        .where(
          and(
            eq(classTeachers.classId, classId),
            eq(classTeachers.userId, userId),
            eq(classTeachers.role, 'teacher'),
          ),
        )
        .returning({ userId: classTeachers.userId });
      if (gone.length === 0) throw new DomainError(Code.NOT_FOUND, MSG_TEACHER_NOT_FOUND);
    },
  };
}
