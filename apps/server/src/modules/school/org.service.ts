import {
  Code,
  DISK_DEFAULT_QUOTA_BYTES,
  JOIN_CODE_ATTEMPTS,
  JOIN_CODE_WINDOW_MINUTES,
  SCHOOL_MESSAGES,
  type SchoolCard,
} from '@aita/core';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { diskItems, orgJoinRequests, orgMembers, orgs, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { noUserInfoCache, type UserInfoChanges } from '../identity';
import { DomainError } from '../../platform/errors';
import type { Throttle, ThrottleRule } from '../../platform/throttle';
import type { SchoolAccess } from './access';
import { generateJoinCode, normaliseCode } from './codes';

type OrgRow = typeof orgs.$inferSelect;

/** The admin's view of a school (contract `schoolSettingsSchema`). */
export interface SchoolSettings {
  orgId: number;
  orgName: string;
  logo: string;
  background: string;
  isCourseShow: number;
  joinCode: string;
  joinCodeExpiresAt: string | null;
  joinApproval: boolean;
  quotaBytes: number;
  usedBytes: number;
  pendingCount: number;
}

/** What a join by code did. */
export interface JoinResult {
  orgId: number;
  orgName: string;
  logo: string;
  curOrgId: number;
  pending: boolean;
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The first instant of this month in China Standard Time ("this month's additions"). */
export function monthStart(now: Date): Date {
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) - CHINA_OFFSET_MS);
}

/** Wrong join codes per teacher and per address (docs/school.md "Join codes"). */
const codeRules = (userId: number, ip: string): ThrottleRule[] => [
  {
    key: `org-code:${userId}`,
    limit: JOIN_CODE_ATTEMPTS,
    windowMs: JOIN_CODE_WINDOW_MINUTES * 60_000,
  },
  {
    key: `org-code-ip:${ip}`,
    limit: JOIN_CODE_ATTEMPTS * 3,
    windowMs: JOIN_CODE_WINDOW_MINUTES * 60_000,
  },
];

/**
 * Running schools (docs/school.md): creating one (operators), joining by code (throttled, with
 * expiry and optional approval), leaving, the card, and what an admin changes. Roles are checked
 * by the caller through {@link SchoolAccess}, except where the rule is part of the operation.
 */
export function createOrgService({
  db,
  database,
  clock,
  throttle,
  access,
  infoChanges = noUserInfoCache,
}: {
  db: Db;
  /** For the transactions (PGlite has none of its own on `db`). */
  database: Database;
  clock: Clock;
  throttle: Throttle;
  access: SchoolAccess;
  /** Told after each write that changes a teacher's `/v1/user/info` (identity). */
  infoChanges?: UserInfoChanges;
}) {
  const orgById = async (orgId: number): Promise<OrgRow> => {
    const [org] = await db.select().from(orgs).where(eq(orgs.id, orgId)).limit(1);
    if (!org) throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.notMember);
    return org;
  };
  const usedBytes = async (orgId: number): Promise<number> => {
    const [row] = await db
      .select({ used: sql<string>`coalesce(sum(${diskItems.size}), 0)` })
      .from(diskItems)
      .where(eq(diskItems.orgId, orgId));
    return Number(row?.used ?? 0);
  };
  const adminCount = async (orgId: number): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.role, 'admin')));
    return row?.n ?? 0;
  };

  /** A code's school, throttling wrong guesses: unknown → 40004, expired → 40003, 42900 over. */
  async function byCode(userId: number, ip: string, code: string): Promise<OrgRow> {
    const hold = await throttle.consume(codeRules(userId, ip));
    if (!hold) throw new DomainError(Code.TOO_MANY_REQUESTS, SCHOOL_MESSAGES.codeThrottled);
    const normalised = normaliseCode(code);
    const [org] = normalised
      ? await db.select().from(orgs).where(eq(orgs.joinCode, normalised)).limit(1)
      : [];
    if (!org) throw new DomainError(Code.NOT_FOUND, SCHOOL_MESSAGES.codeInvalid);
    await hold.giveBack();
    if (org.joinCodeExpiresAt && org.joinCodeExpiresAt <= clock()) {
      throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.codeExpired);
    }
    return org;
  }

  async function freshCode(): Promise<string> {
    for (;;) {
      const code = generateJoinCode();
      const [taken] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.joinCode, code));
      if (!taken) return code;
    }
  }

  async function settings(orgId: number): Promise<SchoolSettings> {
    const org = await orgById(orgId);
    const [pending] = await db
      .select({ n: count() })
      .from(orgJoinRequests)
      .where(eq(orgJoinRequests.orgId, orgId));
    return {
      orgId: org.id,
      orgName: org.name,
      logo: org.logo,
      background: org.background,
      isCourseShow: org.isCourseShow,
      joinCode: org.joinCode,
      joinCodeExpiresAt: org.joinCodeExpiresAt?.toISOString() ?? null,
      joinApproval: org.joinApproval === 1,
      quotaBytes: org.diskQuotaBytes,
      usedBytes: await usedBytes(orgId),
      pendingCount: pending?.n ?? 0,
    };
  }

  return {
    settings,
    usedBytes,

    /**
     * Creates a school and makes the teacher its first admin (`npm run admin -- org:create`).
     * A given code must be free; otherwise one is generated.
     */
    async create(input: {
      name: string;
      adminUserId: number;
      code?: string;
      isCourseShow?: number;
      quotaBytes?: number;
    }): Promise<{ orgId: number; joinCode: string }> {
      const joinCode = input.code ? normaliseCode(input.code) : await freshCode();
      const created = await database.transaction(async (tx: Db) => {
        const [org] = await tx
          .insert(orgs)
          .values({
            name: input.name,
            joinCode,
            isCourseShow: input.isCourseShow ?? 0,
            diskQuotaBytes: input.quotaBytes ?? DISK_DEFAULT_QUOTA_BYTES,
          })
          .onConflictDoNothing({ target: orgs.joinCode })
          .returning({ id: orgs.id });
        if (!org) throw new DomainError(Code.CONFLICT, `邀请码 ${joinCode} 已被其他学校使用`);
        await tx
          .insert(orgMembers)
          .values({ orgId: org.id, userId: input.adminUserId, role: 'admin' });
        await tx
          .update(users)
          .set({ curOrgId: org.id })
          .where(and(eq(users.id, input.adminUserId), isNull(users.curOrgId)));
        return { orgId: org.id, joinCode };
      });
      infoChanges.users([input.adminUserId]);
      return created;
    },

    async checkCode(userId: number, ip: string, code: string) {
      const org = await byCode(userId, ip, code);
      return { orgId: org.id, orgName: org.name, logo: org.logo };
    },

    /** Joins (idempotent) and makes the school current, or files a request to approve. */
    async join(userId: number, ip: string, code: string): Promise<JoinResult> {
      const org = await byCode(userId, ip, code);
      const base = { orgId: org.id, orgName: org.name, logo: org.logo };
      const [already] = await db
        .select({ role: orgMembers.role })
        .from(orgMembers)
        .where(and(eq(orgMembers.orgId, org.id), eq(orgMembers.userId, userId)));
      if (!already && org.joinApproval === 1) {
        await db.insert(orgJoinRequests).values({ orgId: org.id, userId }).onConflictDoNothing();
        const [user] = await db
          .select({ cur: users.curOrgId })
          .from(users)
          .where(eq(users.id, userId));
        return { ...base, curOrgId: user?.cur ?? 0, pending: true };
      }
      await db
        .insert(orgMembers)
        .values({ orgId: org.id, userId, createdAt: clock() })
        .onConflictDoNothing();
      await db
        .update(users)
        .set({ curOrgId: org.id, updatedAt: clock() })
        .where(eq(users.id, userId));
      infoChanges.users([userId]);
      return { ...base, curOrgId: org.id, pending: false };
    },

    /** Leaves a school; the last admin must name another first (40009). */
    async leave(userId: number, orgId: number): Promise<{ curOrgId: number }> {
      const role = await access.member(userId, orgId);
      if (role === 'admin' && (await adminCount(orgId)) <= 1) {
        throw new DomainError(Code.CONFLICT, SCHOOL_MESSAGES.lastAdmin);
      }
      await db
        .delete(orgMembers)
        .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
      const [next] = await db
        .select({ orgId: orgMembers.orgId })
        .from(orgMembers)
        .where(eq(orgMembers.userId, userId))
        .orderBy(orgMembers.createdAt)
        .limit(1);
      const [user] = await db
        .select({ cur: users.curOrgId })
        .from(users)
        .where(eq(users.id, userId));
      const curOrgId = user?.cur === orgId ? (next?.orgId ?? null) : (user?.cur ?? null);
      await db.update(users).set({ curOrgId, updatedAt: clock() }).where(eq(users.id, userId));
      infoChanges.users([userId]);
      return { curOrgId: curOrgId ?? 0 };
    },

    /** The card of one of the caller's schools; default their current one (null when none). */
    async card(userId: number, orgId?: number): Promise<SchoolCard | null> {
      let id = orgId;
      if (id === undefined) {
        const [user] = await db
          .select({ cur: users.curOrgId })
          .from(users)
          .where(eq(users.id, userId));
        if (!user?.cur) return null;
        id = user.cur;
      }
      const role = await access.member(userId, id);
      const org = await orgById(id);
      const [members] = await db
        .select({ n: count() })
        .from(orgMembers)
        .where(eq(orgMembers.orgId, id));
      const live = and(
        eq(diskItems.orgId, id),
        eq(diskItems.type, 'file'),
        isNull(diskItems.deletedAt),
      );
      const [resources] = await db.select({ n: count() }).from(diskItems).where(live);
      const [added] = await db
        .select({ n: count() })
        .from(diskItems)
        .where(and(live, gte(diskItems.createdAt, monthStart(clock()))));
      return {
        orgId: org.id,
        orgName: org.name,
        logo: org.logo,
        background: org.background,
        memberCount: members?.n ?? 0,
        resourceCount: resources?.n ?? 0,
        monthAdded: added?.n ?? 0,
        role,
      };
    },

    async update(
      orgId: number,
      changes: { orgName?: string; isCourseShow?: 0 | 1; joinApproval?: boolean },
    ): Promise<SchoolSettings> {
      const set: Partial<typeof orgs.$inferInsert> = { updatedAt: clock() };
      if (changes.orgName !== undefined) set.name = changes.orgName;
      if (changes.isCourseShow !== undefined) set.isCourseShow = changes.isCourseShow;
      if (changes.joinApproval !== undefined) set.joinApproval = changes.joinApproval ? 1 : 0;
      await db.update(orgs).set(set).where(eq(orgs.id, orgId));
      // The name and the course flag are in every member's user info.
      if (changes.orgName !== undefined || changes.isCourseShow !== undefined) {
        infoChanges.orgs([orgId]);
      }
      return settings(orgId);
    },

    /** A new server-made code, valid `days` days (0: no expiry); the old one stops at once. */
    async regenerateCode(orgId: number, days: number): Promise<SchoolSettings> {
      const expires = days > 0 ? new Date(clock().getTime() + days * DAY_MS) : null;
      await db
        .update(orgs)
        .set({ joinCode: await freshCode(), joinCodeExpiresAt: expires, updatedAt: clock() })
        .where(eq(orgs.id, orgId));
      return settings(orgId);
    },

    /** Sets the logo or background URL; returns the URL it replaced ('' when none). */
    async setImage(orgId: number, target: 'logo' | 'background', url: string): Promise<string> {
      const org = await orgById(orgId);
      await db
        .update(orgs)
        .set(
          target === 'logo'
            ? { logo: url, updatedAt: clock() }
            : { background: url, updatedAt: clock() },
        )
        .where(eq(orgs.id, orgId));
      infoChanges.orgs([orgId]);
      return target === 'logo' ? org.logo : org.background;
    },
  };
}

export type OrgService = ReturnType<typeof createOrgService>;
