import { type Data, type ProfileChanges, type school } from '@aita/contract';
import { Code, PERIOD_TYPES, SUBJECT_TYPES, type Organisation, type UserInfo } from '@aita/core';
import { and, asc, eq } from 'drizzle-orm';
import { systemClock, type Clock } from '../../platform/clock';
import { MSG_NOT_ORG_MEMBER, MSG_ORG_CODE_INVALID } from './messages';
import type { Db } from '../../db/database';
import { orgMembers, orgs, reportEvents, users } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { nameOf } from './common-info';

const DAY_MS = 86_400_000;

/** The fields `/v1/user/mod` may change, already validated by the contract's body. */
export type { ProfileChanges };

/** A school as `/v1/org/check_code` shows it before joining. */
export type OrgSummary = Data<typeof school.checkCode>;

/** Normalises an invitation code: trimmed, upper-case. */
export const normaliseJoinCode = (code: string): string => code.trim().toUpperCase();

/**
 * The teacher's profile and schools (§3 User info and Organisation; §7 "User and
 * organisation"), and tracking events.
 */
export interface ProfileService {
  /** §3 User info; undefined when the account no longer exists. */
  info(userId: number): Promise<UserInfo | undefined>;
  update(userId: number, changes: ProfileChanges): Promise<void>;
  /** @throws DomainError 40003 when the teacher is not a member of `orgId`. */
  setCurrentOrg(userId: number, orgId: number): Promise<void>;
  /** @throws DomainError 40004 学校邀请码无效. */
  checkJoinCode(code: string): Promise<OrgSummary>;
  /** Adds the membership (idempotent) and makes the school current. @throws 40004. */
  join(userId: number, code: string): Promise<OrgSummary>;
  report(userId: number | null, event: string, params: unknown): Promise<void>;
}

export function createProfileService({
  db,
  clock = systemClock,
}: {
  db: Db;
  clock?: Clock;
}): ProfileService {
  async function orgByCode(code: string) {
    const normalised = normaliseJoinCode(code);
    const [org] = normalised
      ? await db.select().from(orgs).where(eq(orgs.joinCode, normalised)).limit(1)
      : [];
    if (!org) throw new DomainError(Code.NOT_FOUND, MSG_ORG_CODE_INVALID);
    return org;
  }

  return {
    async info(userId) {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) return undefined;
      const memberships = await db
        .select({
          orgId: orgs.id,
          orgName: orgs.name,
          logo: orgs.logo,
          background: orgs.background,
          isCourseShow: orgs.isCourseShow,
        })
        .from(orgMembers)
        .innerJoin(orgs, eq(orgs.id, orgMembers.orgId))
        .where(eq(orgMembers.userId, userId))
        .orderBy(asc(orgMembers.createdAt), asc(orgs.id));
      const orgList: Organisation[] = memberships.map((m) => ({ ...m }));
      const curOrgId =
        user.curOrgId !== null && orgList.some((o) => o.orgId === user.curOrgId)
          ? user.curOrgId
          : 0;
      const days = Math.floor((clock().getTime() - user.createdAt.getTime()) / DAY_MS);
      return {
        uid: String(user.id),
        uname: user.uname,
        avatar: user.avatar,
        talId: user.talId,
        schoolName: user.schoolName,
        schoolType: user.schoolType,
        period: user.period,
        subject: user.subject,
        periodName: nameOf(PERIOD_TYPES, user.period),
        subjectName: nameOf(SUBJECT_TYPES, user.subject),
        vipEndAt: user.vipEndAt ? Math.floor(user.vipEndAt.getTime() / 1000) : 0,
        orgList,
        curOrgId,
        timeSinceRegistration: Math.max(0, days),
        phoneTail: user.phone.slice(-4),
      };
    },

    async update(userId, changes) {
      const set = Object.fromEntries(
        Object.entries(changes).filter(([, v]) => v !== undefined),
      ) as ProfileChanges;
      await db
        .update(users)
        .set({ ...set, updatedAt: clock() })
        .where(eq(users.id, userId));
    },

    async setCurrentOrg(userId, orgId) {
      const [member] = await db
        .select({ orgId: orgMembers.orgId })
        .from(orgMembers)
        .where(and(eq(orgMembers.userId, userId), eq(orgMembers.orgId, orgId)))
        .limit(1);
      if (!member) throw new DomainError(Code.FORBIDDEN, MSG_NOT_ORG_MEMBER);
      await db
        .update(users)
        .set({ curOrgId: orgId, updatedAt: clock() })
        .where(eq(users.id, userId));
    },

    async checkJoinCode(code) {
      const org = await orgByCode(code);
      return { orgId: org.id, orgName: org.name, logo: org.logo };
    },

    async join(userId, code) {
      const org = await orgByCode(code);
      await db
        .insert(orgMembers)
        .values({ orgId: org.id, userId, createdAt: clock() })
        .onConflictDoNothing();
      await db
        .update(users)
        .set({ curOrgId: org.id, updatedAt: clock() })
        .where(eq(users.id, userId));
      return { orgId: org.id, orgName: org.name, logo: org.logo };
    },

    async report(userId, event, params) {
      await db
        .insert(reportEvents)
        .values({ userId, event, params: params ?? null, createdAt: clock() });
    },
  };
}
