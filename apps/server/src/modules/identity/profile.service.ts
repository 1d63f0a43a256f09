import { type ProfileChanges } from '@aita/contract';
import { Code, PERIOD_TYPES, SUBJECT_TYPES, type Organisation, type UserInfo } from '@aita/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../platform/clock';
import { MSG_NOT_ORG_MEMBER } from './messages';
import type { Db } from '../../db/database';
import { orgMembers, orgs, reportEvents, users } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { nameOf } from './common-info';
import { noUserInfoCache, type LoadedUserInfo, type UserInfoChanges } from './user-info-cache';

const DAY_MS = 86_400_000;

/** The fields `/v1/user/mod` may change, already validated by the contract's body. */
export type { ProfileChanges };

/**
 * The teacher's profile and schools (§3 User info and Organisation; §7 "User and
 * organisation"), and tracking events.
 */
export interface ProfileService {
  /** §3 User info; undefined when the account no longer exists. */
  info(userId: number): Promise<UserInfo | undefined>;
  /** {@link info} and when it changes by itself (the day count since registration). */
  load(userId: number): Promise<LoadedUserInfo | undefined>;
  update(userId: number, changes: ProfileChanges): Promise<void>;
  /** @throws DomainError 40003 when the teacher is not a member of `orgId`. */
  setCurrentOrg(userId: number, orgId: number): Promise<void>;
  report(userId: number | null, event: string, params: unknown): Promise<void>;
}

export function createProfileService({
  db,
  clock = systemClock,
  infoChanges = noUserInfoCache,
}: {
  db: Db;
  clock?: Clock;
  /** Told after each write that changes `/v1/user/info` (user-info-cache.ts). */
  infoChanges?: UserInfoChanges;
}): ProfileService {
  // One prepared statement for a cache miss: the teacher's row joined to each school (one row per
  // membership, or one with no school), instead of a statement for the teacher and one for the
  // schools.
  const loadRows = db
    .select({
      id: users.id,
      uname: users.uname,
      avatar: users.avatar,
      talId: users.talId,
      schoolName: users.schoolName,
      schoolType: users.schoolType,
      period: users.period,
      subject: users.subject,
      vipEndAt: users.vipEndAt,
      curOrgId: users.curOrgId,
      phone: users.phone,
      createdAt: users.createdAt,
      orgId: orgs.id,
      orgName: orgs.name,
      logo: orgs.logo,
      background: orgs.background,
      isCourseShow: orgs.isCourseShow,
    })
    .from(users)
    .leftJoin(orgMembers, eq(orgMembers.userId, users.id))
    .leftJoin(orgs, eq(orgs.id, orgMembers.orgId))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(asc(orgMembers.createdAt), asc(orgs.id))
    .prepare('user_info_load');

  async function load(userId: number): Promise<LoadedUserInfo | undefined> {
    const rows = await loadRows.execute({ userId });
    const user = rows[0];
    if (!user) return undefined;
    const orgList: Organisation[] = [];
    for (const { orgId, orgName, logo, background, isCourseShow } of rows) {
      // The teacher without a school: one row, its school columns null.
      if (orgId === null || orgName === null || logo === null || background === null) continue;
      if (isCourseShow === null) continue;
      orgList.push({ orgId, orgName, logo, background, isCourseShow });
    }
    const curOrgId =
      user.curOrgId !== null && orgList.some((o) => o.orgId === user.curOrgId) ? user.curOrgId : 0;
    const since = clock().getTime() - user.createdAt.getTime();
    const days = Math.floor(since / DAY_MS);
    const info: UserInfo = {
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
    return { info, changesAt: user.createdAt.getTime() + (Math.max(0, days) + 1) * DAY_MS };
  }

  return {
    async info(userId) {
      return (await load(userId))?.info;
    },

    load,

    async update(userId, changes) {
      const set = Object.fromEntries(
        Object.entries(changes).filter(([, v]) => v !== undefined),
      ) as ProfileChanges;
      await db
        .update(users)
        .set({ ...set, updatedAt: clock() })
        .where(eq(users.id, userId));
      infoChanges.users([userId]);
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
      infoChanges.users([userId]);
    },

    async report(userId, event, params) {
      await db
        .insert(reportEvents)
        .values({ userId, event, params: params ?? null, createdAt: clock() });
    },
  };
}
