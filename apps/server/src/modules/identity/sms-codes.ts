import { randomInt } from 'node:crypto';
import { Code } from '@aita/core';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { smsCodes } from '../../db/schema';
import { systemClock, type Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import { SmsError, type SmsDelivery, type SmsProvider } from '../../platform/sms';
import type { Throttle, ThrottleRule } from '../../platform/throttle';
import { hashSecret } from '../../platform/tokens';
import { PHONE_PATTERN } from './phone';
import {
  MSG_PHONE_INVALID,
  MSG_SMS_CODE_FORMAT,
  MSG_SMS_CODE_WRONG,
  MSG_SMS_SEND_FAILED,
  MSG_SMS_TOO_OFTEN,
} from './messages';

/** What a code proves the phone for. */
export type SmsPurpose = 'register' | 'reset';
/** A code lives 5 minutes. */
export const SMS_CODE_LIFETIME_MS = 5 * 60_000;
/** Wrong tries a code survives. */
export const SMS_CODE_MAX_TRIES = 5;
/** One code per phone per this many seconds. */
export const SMS_RESEND_SECONDS = 60;
/** Codes per phone per day. */
export const SMS_CODES_PER_PHONE_PER_DAY = 10;

const DAY_MS = 86_400_000;
const rules = (phone: string, ip: string, perIpPerDay: number): ThrottleRule[] => [
  { key: `sms-phone-min:${phone}`, limit: 1, windowMs: SMS_RESEND_SECONDS * 1000 },
  { key: `sms-phone-day:${phone}`, limit: SMS_CODES_PER_PHONE_PER_DAY, windowMs: DAY_MS },
  { key: `sms-ip-day:${ip}`, limit: perIpPerDay, windowMs: DAY_MS },
];

const codeHash = (phone: string, purpose: SmsPurpose, code: string) =>
  hashSecret(`${purpose}:${phone}:${code}`);

/**
 * 6-digit SMS codes that prove a phone number before registration or a password reset
 * (docs/security.md "SMS codes"). Sending answers the same whether the number has an account
 * or not; only a proved code lets the caller learn it.
 */
export interface SmsCodeService {
  readonly delivery: SmsDelivery;
  send(phone: string, purpose: SmsPurpose, ip: string): Promise<void>;
  /**
   * Spends the phone's live code when `code` matches (once, even under concurrency); every
   * check counts one of its 5 tries. @throws 40001 验证码错误或已失效 otherwise.
   */
  verify(phone: string, purpose: SmsPurpose, code: string): Promise<void>;
}

export function createSmsCodeService({
  db,
  provider,
  throttle,
  codesPerIpPerDay,
  log,
  clock = systemClock,
}: {
  db: Db;
  provider: SmsProvider;
  throttle: Throttle;
  codesPerIpPerDay: number;
  log: { error(obj: Record<string, unknown>, msg: string): void };
  clock?: Clock;
}): SmsCodeService {
  return {
    delivery: provider.delivery,

    async send(phone, purpose, ip) {
      if (!PHONE_PATTERN.test(phone)) throw new DomainError(Code.INVALID_PARAM, MSG_PHONE_INVALID);
      const hold = await throttle.consume(rules(phone, ip, codesPerIpPerDay));
      if (!hold) throw new DomainError(Code.TOO_MANY_REQUESTS, MSG_SMS_TOO_OFTEN);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock();
      // A new code replaces the phone's earlier ones for the same purpose.
      await db
        .update(smsCodes)
        .set({ usedAt: now })
        .where(
          and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)),
        );
      await db.insert(smsCodes).values({
        phone,
        purpose,
        codeHash: codeHash(phone, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_LIFETIME_MS),
      });
      await db.delete(smsCodes).where(lt(smsCodes.expiresAt, new Date(now.getTime() - DAY_MS)));
      try {
        await provider.sendCode(phone, code);
      } catch (error) {
        const detail = error instanceof SmsError ? error.detail : (error as Error).message;
        log.error(
          { sms: { phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`, detail } },
          'SMS send failed',
        );
        throw new DomainError(Code.INTERNAL, MSG_SMS_SEND_FAILED);
      }
    },

    async verify(phone, purpose, code) {
      if (!/^\d{6}$/.test(code)) throw new DomainError(Code.INVALID_PARAM, MSG_SMS_CODE_FORMAT);
      const now = clock();
      // One statement takes a try from the live code; a code with no tries left matches nothing.
      const [live] = await db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.phone, phone),
            eq(smsCodes.purpose, purpose),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(smsCodes.id))
        .limit(1);
      const wrong = new DomainError(Code.INVALID_PARAM, MSG_SMS_CODE_WRONG);
      if (!live) throw wrong;
      const [tried] = await db
        .update(smsCodes)
        .set({ tries: sql`${smsCodes.tries} + 1` })
        .where(
          and(
            eq(smsCodes.id, live.id),
            isNull(smsCodes.usedAt),
            lt(smsCodes.tries, SMS_CODE_MAX_TRIES),
          ),
        )
        .returning({ codeHash: smsCodes.codeHash });
      if (!tried || tried.codeHash !== codeHash(phone, purpose, code)) throw wrong;
      const [spent] = await db
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.id, live.id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      if (!spent) throw wrong;
    },
  };
}
