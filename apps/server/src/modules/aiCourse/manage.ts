import { AI_COURSE_MESSAGES, Code } from '@aita/core';
import type { AiTeacherCompletion } from '@aita/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  aiCourseLessons,
  aiCourseOrgs,
  aiCourseProgress,
  aiCourses,
  orgMembers,
  orgs,
  users,
} from '../../db/schema';
import { DomainError } from '../../platform/errors';

/**
 * A school admin's side of the course (docs/aiCourse.md "Web", 学习情况): the offered courses with
 * whether the school's teachers see them, and each teacher's completed lessons. The caller's
 * admin role is checked by the route.
 */
export function createCourseManagement({ db, clock }: { db: Db; clock: () => Date }) {
  return {
    /** The offered courses and each member's completion of the shown ones. */
    async manage(orgId: number) {
      const [org] = await db
        .select({ isCourseShow: orgs.isCourseShow })
        .from(orgs)
        .where(eq(orgs.id, orgId));
      const offered = await db
        .select({
          courseId: aiCourses.id,
          title: aiCourses.title,
          enabled: aiCourseOrgs.enabled,
          lessonCount: sql<number>`(select count(*)::int from ${aiCourseLessons} where ${aiCourseLessons.courseId} = ${aiCourses.id})`,
        })
        .from(aiCourseOrgs)
        .innerJoin(aiCourses, eq(aiCourses.id, aiCourseOrgs.courseId))
        .where(eq(aiCourseOrgs.orgId, orgId))
        .orderBy(asc(aiCourses.sort), asc(aiCourses.id));
      const shown = offered.filter((c) => c.enabled === 1).map((c) => c.courseId);
      const lessonCount = offered
        .filter((c) => c.enabled === 1)
        .reduce((sum, c) => sum + Number(c.lessonCount), 0);
      const members = await db
        .select({ id: users.id, uname: users.uname, phone: users.phone })
        .from(orgMembers)
        .innerJoin(users, eq(users.id, orgMembers.userId))
        .where(eq(orgMembers.orgId, orgId))
        .orderBy(asc(orgMembers.createdAt), asc(users.id));
      const stats = shown.length
        ? await db
            .select({
              userId: aiCourseProgress.userId,
              completed: sql<number>`count(${aiCourseProgress.completedAt})::int`,
              last: sql<Date | string | null>`max(${aiCourseProgress.updatedAt})`,
            })
            .from(aiCourseProgress)
            .where(inArray(aiCourseProgress.courseId, shown))
            .groupBy(aiCourseProgress.userId)
        : [];
      const byUser = new Map(stats.map((s) => [s.userId, s]));
      const teachers: AiTeacherCompletion[] = members.map((m) => {
        const s = byUser.get(m.id);
        return {
          uid: String(m.id),
          uname: m.uname,
          phoneTail: m.phone.slice(-4),
          completedCount: Number(s?.completed ?? 0),
          lessonCount,
          lastStudiedAt: s?.last ? Math.floor(new Date(s.last).getTime() / 1000) : 0,
        };
      });
      return {
        isCourseShow: org?.isCourseShow ?? 0,
        courses: offered.map((c) => ({ ...c, lessonCount: Number(c.lessonCount) })),
        teachers,
      };
    },

    /** Shows or hides an offered course for the school's teachers. @throws 40004 not offered */
    async toggle(orgId: number, courseId: number, enabled: 0 | 1) {
      const updated = await db
        .update(aiCourseOrgs)
        .set({ enabled, updatedAt: clock() })
        .where(and(eq(aiCourseOrgs.orgId, orgId), eq(aiCourseOrgs.courseId, courseId)))
        .returning({ courseId: aiCourseOrgs.courseId });
      if (updated.length === 0)
        throw new DomainError(Code.NOT_FOUND, AI_COURSE_MESSAGES.courseNotFound);
    },
  };
}
