import { randomBytes, randomInt } from 'node:crypto';
import {
  Code,
  formatRedeemCode,
  isWellFormedRedeemCode,
  normalizeRedeemCode,
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  type RedeemResult,
} from '@aita/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Throttle, ThrottleRule } from '../../platform/throttle';
import { hashSecret } from '../../platform/tokens';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { memberOrders, redeemCodes } from '../../db/schema';
import { noUserInfoCache, type UserInfoChanges } from '../identity';
import { DomainError } from '../../platform/errors';
import { extendMembership, newOrderId, unixSeconds } from './service';
import { MSG_REDEEM_NOT_FOUND, MSG_REDEEM_THROTTLED, MSG_REDEEM_USED } from './messages';

/** Longest membership one code may give: 10 years. */
export const REDEEM_MAX_DAYS = 3650;
/** Most codes one `redeem:create` run may print. */
export const REDEEM_MAX_COUNT = 10_000;
/** The order row a redeemed code leaves in the history (provider `redeem`, price 0). */
export const REDEEM_PRODUCT_NAME = '会员兑换码';
export const REDEEM_PROVIDER = 'redeem';

/** Wrong redeem codes per teacher: 10 per 15 minutes, then 42900 (docs/membership.md). */
export const redeemGuessRule = (userId: number): ThrottleRule => ({
  key: `redeem-miss:${userId}`,
  limit: 10,
  windowMs: 15 * 60_000,
});

/** The stored form of a code: sha256 of its normalised text (79 bits: no offline guessing). */
export const redeemCodeHash = (code: string): string => hashSecret(normalizeRedeemCode(code));

/** A fresh code, normalised (16 symbols of the unambiguous alphabet, uniform). */
export function newRedeemCode(): string {
  let code = '';
  for (let i = 0; i < REDEEM_CODE_LENGTH; i++) {
    code += REDEEM_CODE_ALPHABET[randomInt(REDEEM_CODE_ALPHABET.length)];
  }
  return code;
}

export interface RedeemService {
  /**
   * Redeems `code` for teacher `userId`: exactly once per code (one conditional UPDATE …
   * RETURNING), the membership extended and a paid order row (price 0) recorded in the same
   * transaction.
   * @throws DomainError 40004 unknown code, 40009 used code, 42900 after 10 wrong codes in 15 min.
   */
  use(userId: number, code: string): Promise<RedeemResult>;
  /** Makes `count` codes of `days` days in one batch; returns them grouped (`ABCD-EFGH-…`). */
  create(days: number, count: number): Promise<{ batch: string; codes: string[] }>;
}

/** Redeem codes (spec §1 "Membership … redeem codes"; §7 `POST /v1/redeem/use`). */
export function createRedeemService({
  database,
  throttle,
  clock,
  infoChanges = noUserInfoCache,
}: {
  database: Pick<Database, 'db' | 'transaction'>;
  throttle: Throttle;
  clock: Clock;
  /** Told after a redeem extended a membership (`vipEndAt` of `/v1/user/info`). */
  infoChanges?: UserInfoChanges;
}): RedeemService {
  const { db } = database;

  async function redeemOnce(
    userId: number,
    codeHash: string,
    now: Date,
  ): Promise<RedeemResult | undefined> {
    return database.transaction(async (tx) => {
      const [code] = await tx
        .update(redeemCodes)
        .set({ usedBy: userId, usedAt: now })
        .where(and(eq(redeemCodes.codeHash, codeHash), isNull(redeemCodes.usedAt)))
        .returning({ id: redeemCodes.id, days: redeemCodes.days });
      if (!code) return undefined;
      const vipEndAt = await extendMembership(tx, userId, code.days, now);
      const orderId = newOrderId(now);
      await tx.insert(memberOrders).values({
        orderId,
        userId,
        productName: REDEEM_PRODUCT_NAME,
        durationDays: code.days,
        actualPrice: 0,
        status: 'paid',
        provider: REDEEM_PROVIDER,
        redeemCodeId: code.id,
        createdAt: now,
        paidAt: now,
        vipEndAfter: vipEndAt,
      });
      return { orderId, days: code.days, vipEndAt: unixSeconds(vipEndAt) };
    });
  }

  return {
    async use(userId, input) {
      const rule = redeemGuessRule(userId);
      // Taken before the code is looked up (atomically, so a burst cannot pass the count
      // together), and a guesser learns nothing once over the limit; only a miss keeps it.
      const hold = await throttle.consume([rule]);
      if (!hold) throw new DomainError(Code.TOO_MANY_REQUESTS, MSG_REDEEM_THROTTLED);
      const code = normalizeRedeemCode(input);
      if (isWellFormedRedeemCode(code)) {
        const codeHash = hashSecret(code);
        const now = clock();
        for (let attempt = 1; ; attempt++) {
          try {
            const result = await redeemOnce(userId, codeHash, now);
            if (result) {
              infoChanges.users([userId]);
              await hold.giveBack();
              return result;
            }
            break;
          } catch (error) {
            // Same order number twice (same second, same 8 random digits): the transaction
            // rolled back, the code is still unused; try again with a new number.
            if (isUniqueViolation(error) && attempt < 3) continue;
            throw error;
          }
        }
        const [known] = await db
          .select({ id: redeemCodes.id })
          .from(redeemCodes)
          .where(eq(redeemCodes.codeHash, codeHash))
          .limit(1);
        if (known) {
          await hold.giveBack();
          throw new DomainError(Code.CONFLICT, MSG_REDEEM_USED);
        }
      }
      throw new DomainError(Code.NOT_FOUND, MSG_REDEEM_NOT_FOUND);
    },

    async create(days, count) {
      const now = clock();
      const batch = `${newOrderId(now).slice(0, 14)}-${randomBytes(3).toString('hex')}`;
      const codes: string[] = [];
      while (codes.length < count) {
        const fresh = [
          ...new Set(Array.from({ length: Math.min(1000, count - codes.length) }, newRedeemCode)),
        ];
        const inserted = await db
          .insert(redeemCodes)
          .values(fresh.map((c) => ({ codeHash: hashSecret(c), days, batch, createdAt: now })))
          .onConflictDoNothing({ target: redeemCodes.codeHash })
          .returning({ codeHash: redeemCodes.codeHash });
        const kept = new Set(inserted.map((r) => r.codeHash));
        // A clash with an existing code (never seen, ~2^-79 each) is simply replaced.
        for (const c of fresh) if (kept.has(hashSecret(c))) codes.push(formatRedeemCode(c));
      }
      return { batch, codes };
    },
  };
}
