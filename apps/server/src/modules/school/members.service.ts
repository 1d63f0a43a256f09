import { Code, ORG_MEMBER_PAGE_SIZE, SCHOOL_MESSAGES, type SchoolRole } from '@aita/core';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orgJoinRequests, orgMembers, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { noUserInfoCache, type UserInfoChanges } from '../identity';
import { DomainError } from '../../platform/errors';

/** One member as the admin's list shows them (contract `schoolMemberSchema`). */
export interface SchoolMember {
  uid: string;
  uname: string;
  avatar: string;
  phoneTail: string;
  role: SchoolRole;
  joinedAt: string;
}

/** `%`, `_` and `\` of a search text matched literally in LIKE. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The members of a school, for its admins (docs/school.md "Members"): list and search, remove
 * (access ends at the next call), make admin or teacher, and approve or refuse join requests.
 * The caller has already been checked as an admin of `orgId`.
 */
export function createMemberService({
  db,
  clock,
  infoChanges = noUserInfoCache,
}: {
  db: Db;
  clock: Clock;
  /** Told after each write that changes a teacher's `/v1/user/info` (identity). */
  infoChanges?: UserInfoChanges;
}) {
  const row = (m: {
    id: number;
    uname: string;
    avatar: string;
    phone: string;
    role: string;
    createdAt: Date;
  }): SchoolMember => ({
    uid: String(m.id),
    uname: m.uname,
    avatar: m.avatar,
    phoneTail: m.phone.slice(-4),
    role: m.role === 'admin' ? 'admin' : 'teacher',
    joinedAt: m.createdAt.toISOString(),
  });
  const adminCount = async (orgId: number) =>
    (
      await db
        .select({ n: count() })
        .from(orgMembers)
        .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.role, 'admin')))
    )[0]?.n ?? 0;
  const roleOf = async (orgId: number, userId: number) =>
    (
      await db
        .select({ role: orgMembers.role })
        .from(orgMembers)
        .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
    )[0]?.role;

  return {
    async list(orgId: number, query: string | undefined, page: number) {
      const text = query?.trim();
      const where = and(
        eq(orgMembers.orgId, orgId),
        text
          ? or(
              ilike(users.uname, `%${likeLiteral(text)}%`),
              ilike(users.phone, `%${likeLiteral(text)}%`),
              sql`${users.id}::text = ${text}`,
            )
          : undefined,
      );
      const fields = {
        id: users.id,
        uname: users.uname,
        avatar: users.avatar,
        phone: users.phone,
        role: orgMembers.role,
        createdAt: orgMembers.createdAt,
      };
      const list = await db
        .select(fields)
        .from(orgMembers)
        .innerJoin(users, eq(users.id, orgMembers.userId))
        .where(where)
        .orderBy(asc(orgMembers.role), asc(orgMembers.createdAt), asc(users.id))
        .limit(ORG_MEMBER_PAGE_SIZE)
        .offset((page - 1) * ORG_MEMBER_PAGE_SIZE);
      const [total] = await db
        .select({ n: count() })
        .from(orgMembers)
        .innerJoin(users, eq(users.id, orgMembers.userId))
        .where(where);
      const pending = await db
        .select({ ...fields, role: sql<string>`'teacher'`, createdAt: orgJoinRequests.createdAt })
        .from(orgJoinRequests)
        .innerJoin(users, eq(users.id, orgJoinRequests.userId))
        .where(eq(orgJoinRequests.orgId, orgId))
        .orderBy(desc(orgJoinRequests.createdAt))
        .limit(100);
      return { list: list.map(row), total: total?.n ?? 0, pending: pending.map(row) };
    },

    /** Removes a member (not the last admin); their current school falls back to none. */
    async remove(orgId: number, userId: number): Promise<void> {
      const role = await roleOf(orgId, userId);
      if (!role) throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.memberNotFound);
      if (role === 'admin' && (await adminCount(orgId)) <= 1) {
        throw new DomainError(Code.CONFLICT, SCHOOL_MESSAGES.lastAdmin);
      }
      await db
        .delete(orgMembers)
        .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
      await db
        .update(users)
        .set({ curOrgId: null, updatedAt: clock() })
        .where(and(eq(users.id, userId), eq(users.curOrgId, orgId)));
      infoChanges.users([userId]);
    },

    async setRole(orgId: number, userId: number, role: SchoolRole): Promise<void> {
      const current = await roleOf(orgId, userId);
      if (!current) throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.memberNotFound);
      if (current === 'admin' && role !== 'admin' && (await adminCount(orgId)) <= 1) {
        throw new DomainError(Code.CONFLICT, SCHOOL_MESSAGES.lastAdmin);
      }
      await db
        .update(orgMembers)
        .set({ role })
        .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
    },

    /** Approves (joins, the school becomes current when they had none) or refuses a request. */
    async review(orgId: number, userId: number, approve: boolean): Promise<void> {
      const [request] = await db
        .delete(orgJoinRequests)
        .where(and(eq(orgJoinRequests.orgId, orgId), eq(orgJoinRequests.userId, userId)))
        .returning({ userId: orgJoinRequests.userId });
      if (!request) throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.requestNotFound);
      if (!approve) return;
      await db
        .insert(orgMembers)
        .values({ orgId, userId, createdAt: clock() })
        .onConflictDoNothing();
      await db
        .update(users)
        .set({ curOrgId: orgId, updatedAt: clock() })
        .where(and(eq(users.id, userId), sql`${users.curOrgId} is null`));
      infoChanges.users([userId]);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
