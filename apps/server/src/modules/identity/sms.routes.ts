import { identity, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import { checkCredentialsShape, checkPasswordStrength } from './account.service';
import { MSG_PHONE_NOT_REGISTERED } from './messages';
import type { PasswordService } from './password.service';
import { SMS_RESEND_SECONDS, type SmsCodeService } from './sms-codes';

/**
 * Phone proof by SMS code (docs/security.md "SMS codes"):
 * - `POST /passport/api/sms-code {phone, purpose}` sends a code; the same answer whether the
 *   number has an account or not (`delivery: 'log'` when no SMS service is configured);
 * - `POST /passport/api/reset-password {phone, code, password}` sets a new password once the
 *   code proved the phone, and ends every login of the account.
 */
export const smsRoutes: FastifyPluginAsync<{
  db: Db;
  smsCodes: SmsCodeService;
  passwordService: PasswordService;
}> = async (app, { db, smsCodes, passwordService }) => {
  app.post(identity.passportSmsCode.path, async (request) => {
    const { phone, purpose } = parseInput(identity.passportSmsCode.body, request.body);
    await smsCodes.send(phone.trim(), purpose, request.ip);
    return ok<Data<typeof identity.passportSmsCode>>({
      delivery: smsCodes.delivery,
      resendAfter: SMS_RESEND_SECONDS,
    });
  });

  app.post(identity.passportResetPassword.path, async (request) => {
    const input = parseInput(identity.passportResetPassword.body, request.body);
    const phone = input.phone.trim();
    // The new password's rules first: a weak password does not spend the code.
    checkCredentialsShape(phone, input.password);
    await checkPasswordStrength(input.password, phone);
    await smsCodes.verify(phone, 'reset', input.code.trim());
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, phone))
      .limit(1);
    if (!user) throw new DomainError(Code.NOT_FOUND, MSG_PHONE_NOT_REGISTERED);
    await passwordService.reset(user.id, input.password);
    return ok<Data<typeof identity.passportResetPassword>>(null);
  });
};
