import { Code, MSG_PAPER_NOT_FOUND, MSG_PAPER_SHARE_NEEDS_SCHOOL } from '@aita/core';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { examPaperItems, examPapers, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import type { SchoolAccess } from '../school';
import type { ExamPaperService } from './service';

/**
 * Papers shared to a school (docs/examPaper.md "Sharing"): the owner shares a paper to their
 * current school or takes it back; that school's members list it, read it, print it and copy it
 * (`service.get` / `copy` accept a member), and only the owner edits. Membership is asked of
 * the database on every call (`SchoolAccess`), so a teacher who leaves or is removed loses the
 * school's papers at once.
 */
export function createPaperSharing(deps: {
  database: Database;
  access: SchoolAccess;
  papers: ExamPaperService;
  clock: Clock;
}) {
  const { access, papers, clock } = deps;
  const db = deps.database.db;

  /** The caller's current school, checked to be one they belong to (40003 otherwise). */
  async function currentSchool(uid: number): Promise<number> {
    const [user] = await db.select({ org: users.curOrgId }).from(users).where(eq(users.id, uid));
    if (!user?.org) throw new DomainError(Code.FORBIDDEN, MSG_PAPER_SHARE_NEEDS_SCHOOL);
    await access.member(uid, user.org);
    return user.org;
  }

  return {
    /** Shares the owner's paper to their current school, or makes it private again. */
    async share(uid: number, paperId: number, shared: boolean) {
      const [paper] = await db
        .select({ id: examPapers.id })
        .from(examPapers)
        .where(and(eq(examPapers.id, paperId), eq(examPapers.ownerUid, uid)));
      if (!paper) throw new DomainError(Code.NOT_FOUND, MSG_PAPER_NOT_FOUND);
      const sharedOrgId = shared ? await currentSchool(uid) : null;
      await db
        .update(examPapers)
        .set({ sharedOrgId, updatedAt: clock() })
        .where(eq(examPapers.id, paperId));
      return papers.get(uid, paperId);
    },

    /** The papers shared to the caller's current school, newest first, with their owners. */
    async list(uid: number, page: number, pageSize: number) {
      const org = await currentSchool(uid);
      const where = eq(examPapers.sharedOrgId, org);
      const [total] = await db.select({ n: count() }).from(examPapers).where(where);
      const rows = await db
        .select({
          paperId: examPapers.id,
          title: examPapers.title,
          updatedAt: examPapers.updatedAt,
          ownerUid: examPapers.ownerUid,
          ownerName: users.uname,
        })
        .from(examPapers)
        .innerJoin(users, eq(users.id, examPapers.ownerUid))
        .where(where)
        .orderBy(desc(examPapers.updatedAt), desc(examPapers.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const ids = rows.map((r) => r.paperId);
      const sums = new Map(
        (ids.length
          ? await db
              .select({
                paperId: examPaperItems.paperId,
                n: count(),
                score: sql<string>`coalesce(sum(${examPaperItems.score}), 0)`,
              })
              .from(examPaperItems)
              .where(inArray(examPaperItems.paperId, ids))
              .groupBy(examPaperItems.paperId)
          : []
        ).map((r) => [r.paperId, r]),
      );
      return {
        list: rows.map((r) => ({
          paperId: r.paperId,
          title: r.title,
          questionCount: sums.get(r.paperId)?.n ?? 0,
          totalScore: Number(sums.get(r.paperId)?.score ?? 0),
          updatedAt: r.updatedAt.toISOString(),
          ownerName: r.ownerName || '未命名老师',
          mine: r.ownerUid === uid,
        })),
        total: total?.n ?? 0,
      };
    },
  };
}

/** Sharing of papers to a school. */
export type PaperSharing = ReturnType<typeof createPaperSharing>;
