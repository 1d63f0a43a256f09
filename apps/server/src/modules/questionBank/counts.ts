import type { HomeCardInfo } from '@aita/core';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { examPapers, questions } from '../../db/schema';
import { viewerOf } from './service';

/** Beijing is UTC+8 all year (no daylight saving). */
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** The first instant of the current month in Beijing time (the teachers' calendar). */
export function beijingMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + BEIJING_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - BEIJING_OFFSET_MS);
}

/** The home cards' question and paper counts of a viewer (zeros for a visitor or a non-member). */
export type BankCounts = (
  uid: number | undefined,
  now?: Date,
) => Promise<Pick<HomeCardInfo, 'tikuInfo' | 'schoolInfo'>>;

/**
 * §3 Home card info for the bank (docs/questionBank.md "Home cards"), real counts:
 * - `tikuInfo.tiTotal`: platform questions (精品题库); `juanTotal`: the teacher's own papers.
 * - `schoolInfo` of the current school: `tiTotal` its questions and `tiMonAdd` those added this
 *   month (Beijing time); `juanTotal` papers shared to it and `JuanMonAdd` those made this month.
 * Each is one indexed `count(*)`. A visitor or a teacher without a school sees zeros where the
 * resource is members-only (spec §6).
 */
export function createBankCounts({ database }: { database: Database }): BankCounts {
  const db = database.db;
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return async (uid, now = new Date()) => {
    const zero = {
      tikuInfo: { tiTotal: 0, juanTotal: 0 },
      schoolInfo: { tiTotal: 0, tiMonAdd: 0, JuanMonAdd: 0, juanTotal: 0 },
    };
    if (uid === undefined) return zero;
    const viewer = await viewerOf(db, uid);
    if (viewer.curOrgId === null) return zero;
    const org = viewer.curOrgId;
    const month = beijingMonthStart(now);
    const schoolQ = and(
      eq(questions.scope, 'school'),
      eq(questions.orgId, org),
      isNull(questions.parentId),
    );
    const [tiTotal, juanTotal, schoolTi, schoolTiMonth, schoolJuan, schoolJuanMonth] =
      await Promise.all([
        n(
          db
            .select({ n: count() })
            .from(questions)
            .where(and(eq(questions.scope, 'platform'), isNull(questions.parentId))),
        ),
        n(db.select({ n: count() }).from(examPapers).where(eq(examPapers.ownerUid, uid))),
        n(db.select({ n: count() }).from(questions).where(schoolQ)),
        n(
          db
            .select({ n: count() })
            .from(questions)
            .where(and(schoolQ, gte(questions.createdAt, month))),
        ),
        n(db.select({ n: count() }).from(examPapers).where(eq(examPapers.sharedOrgId, org))),
        n(
          db
            .select({ n: count() })
            .from(examPapers)
            .where(and(eq(examPapers.sharedOrgId, org), gte(examPapers.createdAt, month))),
        ),
      ]);
    return {
      tikuInfo: { tiTotal, juanTotal },
      schoolInfo: {
        tiTotal: schoolTi,
        tiMonAdd: schoolTiMonth,
        JuanMonAdd: schoolJuanMonth,
        juanTotal: schoolJuan,
      },
    };
  };
}
