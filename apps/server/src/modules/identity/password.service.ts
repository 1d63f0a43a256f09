import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import type { Throttle, ThrottleRule } from '../../platform/throttle';
import { checkCredentialsShape, checkPasswordStrength } from './account.service';
import {
  MSG_OLD_PASSWORD_WRONG,
  MSG_PASSWORD_CHANGE_THROTTLED,
  MSG_PASSWORD_UNCHANGED,
} from './messages';
import { hashPassword, verifyPassword } from './password';
import type { AuthUser, SessionService } from './sessions';

/** Wrong old passwords at 修改密码 per teacher: 5 per 15 minutes. */
export const passwordChangeRule = (userId: number): ThrottleRule => ({
  key: `password-change:${userId}`,
  limit: 5,
  windowMs: 15 * 60_000,
});

/** 修改密码 and its effect on the teacher's other logins (docs/security.md "Sessions"). */
export interface PasswordService {
  /**
   * Changes the password of the logged-in teacher: the old one is required (wrong → 40001
   * 原密码错误, 5 tries per 15 minutes), the new one must pass the strength rules; every other
   * login ends. Answers how many logins ended.
   */
  change(user: AuthUser, input: { oldPassword: string; newPassword: string }): Promise<number>;
  /** Sets a new password after an SMS code proved the phone; every login ends. */
  reset(userId: number, newPassword: string): Promise<void>;
}

export function createPasswordService({
  db,
  sessions,
  throttle,
}: {
  db: Db;
  sessions: SessionService;
  throttle: Throttle;
}): PasswordService {
  async function account(userId: number) {
    const [row] = await db
      .select({ phone: users.phone, uname: users.uname, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new DomainError(Code.NOT_FOUND, '账号不存在');
    return row;
  }

  async function store(userId: number, password: string): Promise<void> {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  return {
    async change(user, { oldPassword, newPassword }) {
      const row = await account(user.id);
      checkCredentialsShape(row.phone, newPassword);
      await checkPasswordStrength(newPassword, row.phone, row.uname);
      if (oldPassword.normalize('NFKC') === newPassword.normalize('NFKC')) {
        throw new DomainError(Code.INVALID_PARAM, MSG_PASSWORD_UNCHANGED);
      }
      const hold = await throttle.consume([passwordChangeRule(user.id)]);
      if (!hold) throw new DomainError(Code.TOO_MANY_REQUESTS, MSG_PASSWORD_CHANGE_THROTTLED);
      if (!(await verifyPassword(oldPassword, row.passwordHash))) {
        throw new DomainError(Code.INVALID_PARAM, MSG_OLD_PASSWORD_WRONG);
      }
      await hold.giveBack();
      await store(user.id, newPassword);
      return sessions.revokeAll(user.id, user.familyId);
    },

    async reset(userId, newPassword) {
      const row = await account(userId);
      checkCredentialsShape(row.phone, newPassword);
      await checkPasswordStrength(newPassword, row.phone, row.uname);
      await store(userId, newPassword);
      await sessions.revokeAll(userId);
    },
  };
}
