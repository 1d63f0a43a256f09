import { AI_COURSE_MESSAGES, Code, SCHOOL_MESSAGES } from '@aita/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { aiCourseLessons, aiCourseOrgs, orgMembers, orgs, users } from '../../db/schema';
import { DomainError } from '../../platform/errors';

export type LessonRow = typeof aiCourseLessons.$inferSelect;

/**
 * Who may study what (docs/aiCourse.md "Access"), read from the database on every call: the
 * teacher's school for the course list, and for a lesson any school of theirs that has
 * `isCourseShow` 1 and shows the lesson's course.
 */
export function createCourseAccess(db: Db) {
  /** The school whose courses the teacher reads: `orgId`, else the current one. @throws 40003 */
  async function schoolOf(userId: number, orgId?: number) {
    const memberships = await db
      .select({
        orgId: orgs.id,
        orgName: orgs.name,
        isCourseShow: orgs.isCourseShow,
        role: orgMembers.role,
      })
      .from(orgMembers)
      .innerJoin(orgs, eq(orgs.id, orgMembers.orgId))
      .where(eq(orgMembers.userId, userId))
      .orderBy(asc(orgMembers.createdAt), asc(orgs.id));
    if (memberships.length === 0)
      throw new DomainError(Code.FORBIDDEN, AI_COURSE_MESSAGES.noSchool);
    let wanted = orgId;
    if (wanted === undefined) {
      const [user] = await db
        .select({ curOrgId: users.curOrgId })
        .from(users)
        .where(eq(users.id, userId));
      wanted = user?.curOrgId ?? undefined;
    }
    const school =
      wanted === undefined
        ? memberships[0]
        : (memberships.find((m) => m.orgId === wanted) ??
          (orgId === undefined ? memberships[0] : undefined));
    if (!school) throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.notMember);
    if (school.isCourseShow !== 1)
      throw new DomainError(Code.FORBIDDEN, AI_COURSE_MESSAGES.notOpened);
    return school;
  }

  /** Whether one of the teacher's schools with the course shown offers `courseId`. */
  async function mayStudy(userId: number, courseId: number): Promise<boolean> {
    const [row] = await db
      .select({ orgId: aiCourseOrgs.orgId })
      .from(aiCourseOrgs)
      .innerJoin(orgs, eq(orgs.id, aiCourseOrgs.orgId))
      .innerJoin(orgMembers, and(eq(orgMembers.orgId, orgs.id), eq(orgMembers.userId, userId)))
      .where(
        and(
          eq(aiCourseOrgs.courseId, courseId),
          eq(aiCourseOrgs.enabled, 1),
          eq(orgs.isCourseShow, 1),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** A lesson the teacher may study. @throws 40004 unknown, 40003 not offered to them */
  async function studiedLesson(userId: number, lessonId: number): Promise<LessonRow> {
    const [lesson] = await db
      .select()
      .from(aiCourseLessons)
      .where(eq(aiCourseLessons.id, lessonId));
    if (!lesson) throw new DomainError(Code.NOT_FOUND, AI_COURSE_MESSAGES.lessonNotFound);
    if (!(await mayStudy(userId, lesson.courseId))) {
      const [member] = await db
        .select({ orgId: orgMembers.orgId })
        .from(orgMembers)
        .where(eq(orgMembers.userId, userId))
        .limit(1);
      throw new DomainError(
        Code.FORBIDDEN,
        member ? AI_COURSE_MESSAGES.noAccess : AI_COURSE_MESSAGES.noSchool,
      );
    }
    return lesson;
  }

  return { schoolOf, studiedLesson };
}

export type CourseAccess = ReturnType<typeof createCourseAccess>;
