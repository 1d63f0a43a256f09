/**
 * `npm run admin -- org:create` (docs/school.md "Operators"): a school and its first admin. The
 * options are checked before the database is opened; the admin must already have an account.
 * `org:quota` changes a school's disk quota.
 */
import { Code, DISK_QUOTA_MAX_GB, ORG_CODE_MAX_LENGTH, ORG_NAME_MAX_LENGTH } from '@aita/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './db/database';
import { diskItems, orgs, users } from './db/schema';
import { noUserInfoCache, type UserInfoChanges } from './modules/identity';
import { createOrgService, createSchoolAccess } from './modules/school';
import { systemClock } from './platform/clock';
import { DomainError } from './platform/errors';
import { createThrottle } from './platform/throttle';

export interface OrgCreateOptions {
  name: string;
  adminPhone: string;
  code?: string;
  isCourseShow: number;
  quotaBytes?: number;
}

const KNOWN = new Set(['name', 'admin-phone', 'code', 'course-show', 'quota-gb']);

/** Parses and checks `--name N --admin-phone P [--code C] [--course-show 0|1] [--quota-gb G]`. */
export function orgCreateOptions(args: string[]): OrgCreateOptions {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(args[i] ?? '');
    if (!match?.[1] || !KNOWN.has(match[1])) {
      throw new Error(`Unexpected argument "${args[i] ?? ''}" (无法识别的参数).`);
    }
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new Error(`--${match[1]} needs a value (缺少参数值).`);
    options.set(match[1], value);
  }
  const name = (options.get('name') ?? '').normalize('NFC').trim();
  // eslint-disable-next-line no-control-regex
  const hidden = /[\u0000-\u001f\u007f\u202a-\u202e]/;
  if (!name || Array.from(name).length > ORG_NAME_MAX_LENGTH || hidden.test(name)) {
    throw new Error(`--name 应为 1 到 ${ORG_NAME_MAX_LENGTH} 个字符的学校名称。`);
  }
  const adminPhone = options.get('admin-phone') ?? '';
  if (!/^1[3-9]\d{9}$/.test(adminPhone)) throw new Error('--admin-phone 应为 11 位手机号。');
  const code = options.get('code')?.trim().toUpperCase();
  if (code !== undefined && !new RegExp(`^[A-Z0-9]{4,${ORG_CODE_MAX_LENGTH}}$`).test(code)) {
    throw new Error(`--code 应为 4 到 ${ORG_CODE_MAX_LENGTH} 位字母或数字。`);
  }
  const courseShow = options.get('course-show') ?? '0';
  if (courseShow !== '0' && courseShow !== '1') throw new Error('--course-show 只能为 0 或 1。');
  const quota = options.get('quota-gb');
  if (quota !== undefined && !(/^\d{1,5}$/.test(quota) && Number(quota) >= 1)) {
    throw new Error('--quota-gb 应为 1 到 99999 的整数。');
  }
  return {
    name,
    adminPhone,
    code,
    isCourseShow: Number(courseShow),
    quotaBytes: quota === undefined ? undefined : Number(quota) * 1024 ** 3,
  };
}

/** Creates the school; prints `orgId<TAB>joinCode`. @throws DomainError (unknown phone, code taken) */
export async function createOrgCommand(
  options: OrgCreateOptions,
  database: Database,
  /** Told once the admin's schools changed (admin-changes.ts: running servers' caches). */
  infoChanges: UserInfoChanges = noUserInfoCache,
): Promise<string> {
  const db = database.db;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, options.adminPhone));
  if (!admin) {
    throw new DomainError(
      Code.NOT_FOUND,
      `No account with phone ${options.adminPhone} (账号不存在，请先 user:create).`,
    );
  }
  const service = createOrgService({
    db,
    database,
    clock: systemClock,
    throttle: createThrottle({ db }),
    access: createSchoolAccess(db),
    infoChanges,
  });
  const { orgId, joinCode } = await service.create({
    name: options.name,
    adminUserId: admin.id,
    code: options.code,
    isCourseShow: options.isCourseShow,
    quotaBytes: options.quotaBytes,
  });
  return `${orgId}\t${joinCode}`;
}

export interface OrgQuotaOptions {
  orgId: number;
  quotaBytes: number;
}

/** Parses and checks `--org ID --gb N` of `org:quota`. */
export function orgQuotaOptions(args: string[]): OrgQuotaOptions {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const match = /^--(org|gb)(?:=(.*))?$/s.exec(args[i] ?? '');
    if (!match?.[1]) throw new Error(`Unexpected argument "${args[i] ?? ''}" (无法识别的参数).`);
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new Error(`--${match[1]} needs a value (缺少参数值).`);
    options.set(match[1], value);
  }
  const org = options.get('org') ?? '';
  if (!/^\d{1,10}$/.test(org) || Number(org) < 1 || Number(org) > 2_147_483_647) {
    throw new Error('--org 应为学校编号（正整数）。');
  }
  const gb = options.get('gb') ?? '';
  if (!/^\d{1,6}$/.test(gb) || Number(gb) < 1 || Number(gb) > DISK_QUOTA_MAX_GB) {
    throw new Error(`--gb 应为 1 到 ${DISK_QUOTA_MAX_GB} 的整数。`);
  }
  return { orgId: Number(org), quotaBytes: Number(gb) * 1024 ** 3 };
}

/**
 * Sets a school's disk quota; prints `orgId<TAB>quota<TAB>used` (bytes). A quota below what is
 * used is allowed (uploads are then refused until files are deleted). @throws DomainError
 */
export async function orgQuotaCommand(
  options: OrgQuotaOptions,
  database: Database,
): Promise<string> {
  const db = database.db;
  const [org] = await db
    .update(orgs)
    .set({ diskQuotaBytes: options.quotaBytes })
    .where(eq(orgs.id, options.orgId))
    .returning({ id: orgs.id });
  if (!org) {
    throw new DomainError(Code.NOT_FOUND, `No school with id ${options.orgId} (学校不存在).`);
  }
  const [used] = await db
    .select({ n: sql<string>`coalesce(sum(${diskItems.size}), 0)` })
    .from(diskItems)
    .where(eq(diskItems.orgId, options.orgId));
  return `${org.id}\t${options.quotaBytes}\t${Number(used?.n ?? 0)}`;
}
