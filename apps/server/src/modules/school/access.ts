import { Code, SCHOOL_MESSAGES, type SchoolRole } from '@aita/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orgMembers } from '../../db/schema';
import { DomainError } from '../../platform/errors';

/**
 * Who may do what in a school (docs/school.md "Roles"). Every school-scoped call asks here, on
 * every request, from the database: a teacher removed from a school loses access at the next
 * call, whatever token they hold.
 */
export interface SchoolAccess {
  /** The caller's role. @throws DomainError 40003 您不是该学校的成员 */
  member(userId: number, orgId: number): Promise<SchoolRole>;
  /** @throws DomainError 40003 (not a member, or not an admin of this school) */
  admin(userId: number, orgId: number): Promise<void>;
}

export function createSchoolAccess(db: Db): SchoolAccess {
  const member = async (userId: number, orgId: number): Promise<SchoolRole> => {
    const [row] = await db
      .select({ role: orgMembers.role })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
      .limit(1);
    if (!row) throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.notMember);
    return row.role === 'admin' ? 'admin' : 'teacher';
  };
  return {
    member,
    async admin(userId, orgId) {
      if ((await member(userId, orgId)) !== 'admin') {
        throw new DomainError(Code.FORBIDDEN, SCHOOL_MESSAGES.notAdmin);
      }
    },
  };
}
