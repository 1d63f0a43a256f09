import { randomBytes } from 'node:crypto';
import { NAME_CONTROL_CHARACTERS } from '@aita/contract';
import {
  type AD_CLICK_ID_KEYS,
  Code,
  MSG_TEXT_BAD_CHAR,
  MSG_UNAME_TOO_LONG,
  UNAME_MAX_LENGTH,
} from '@aita/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { systemClock, type Clock } from '../../platform/clock';
import {
  MSG_BAD_CREDENTIALS,
  MSG_LOGIN_THROTTLED,
  MSG_PASSWORD_LENGTH,
  MSG_PHONE_INVALID,
  MSG_PHONE_TAKEN,
  MSG_TICKET_INVALID,
} from './messages';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { IssuedToken, SessionKind, SessionService } from './sessions';
import {
  loginIpRule,
  loginPhoneRule,
  registerIpRule,
  type Throttle,
} from '../../platform/throttle';
import { hashSecret, looksLikeSecret, newSecret } from '../../platform/tokens';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { loginTickets, users } from '../../db/schema';
import { DomainError } from '../../platform/errors';

/** Mainland mobile numbers (docs/identity.md). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** One-time tickets expire 5 minutes after issue. */
export const TICKET_LIFETIME_MS = 5 * 60_000;
/** The ad click ids a registration carries (keys from core's AD_CLICK_ID_KEYS). */
export type AdClickIds = Partial<Record<(typeof AD_CLICK_ID_KEYS)[number], string>>;

/** A successful login or registration: the user and a new session token. */
export interface LoginResult extends IssuedToken {
  userId: number;
}

/** 40001 with `msg` unless `phone` is a mainland mobile number and `password` 8–64 chars. */
export function checkCredentialsShape(phone: string, password: string): void {
  if (!PHONE_PATTERN.test(phone)) throw new DomainError(Code.INVALID_PARAM, MSG_PHONE_INVALID);
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    throw new DomainError(Code.INVALID_PARAM, MSG_PASSWORD_LENGTH);
  }
}

/**
 * Accounts of the built-in login provider (§1 login; docs/identity.md): registration, password
 * login with throttling, operator-created accounts, and one-time tickets.
 */
export interface AccountService {
  register(
    input: { phone: string; password: string; uname?: string; adClickIds?: AdClickIds },
    ip: string,
  ): Promise<LoginResult>;
  login(input: { phone: string; password: string }, ip: string): Promise<LoginResult>;
  /** Creates an account without a session (admin `user:create`). */
  createUser(input: { phone: string; password: string; uname?: string }): Promise<number>;
  /** The id of the account with this phone number, if any. */
  findByPhone(phone: string): Promise<number | undefined>;
  issueTicket(userId: number): Promise<{ ticket: string; expiresAt: Date }>;
  /**
   * Exchanges a ticket for a 30-day session, exactly once: one conditional UPDATE marks it used.
   * @throws DomainError 40009 登录凭证已使用或已过期 for a used, expired or unknown ticket.
   */
  exchangeTicket(ticket: string): Promise<LoginResult>;
  issueSession(userId: number, kind: SessionKind): Promise<IssuedToken>;
}

export function createAccountService({
  db,
  sessions,
  throttle,
  clock = systemClock,
  registrationsPerIpPerHour,
}: {
  db: Db;
  sessions: SessionService;
  throttle: Throttle;
  clock?: Clock;
  /** REGISTRATIONS_PER_IP_PER_HOUR (default 10). */
  registrationsPerIpPerHour?: number;
}): AccountService {
  const throttled = () => new DomainError(Code.TOO_MANY_REQUESTS, MSG_LOGIN_THROTTLED);

  async function insertUser(input: {
    phone: string;
    password: string;
    uname?: string;
    adClickIds?: AdClickIds;
  }): Promise<number> {
    checkCredentialsShape(input.phone, input.password);
    const uname = (input.uname ?? '').trim();
    if ([...uname].length > UNAME_MAX_LENGTH) {
      throw new DomainError(Code.INVALID_PARAM, MSG_UNAME_TOO_LONG);
    }
    if (NAME_CONTROL_CHARACTERS.test(uname)) {
      throw new DomainError(Code.INVALID_PARAM, `姓名${MSG_TEXT_BAD_CHAR}`);
    }
    const adClickIds =
      input.adClickIds && Object.keys(input.adClickIds).length > 0 ? input.adClickIds : null;
    try {
      const [row] = await db
        .insert(users)
        .values({
          phone: input.phone,
          passwordHash: await hashPassword(input.password),
          talId: randomBytes(12).toString('hex'),
          // A new teacher is greeted by a name; the account dialog changes it (§2).
          uname: uname || `教师${input.phone.slice(-4)}`,
          adClickIds,
          createdAt: clock(),
          updatedAt: clock(),
        })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(Code.CONFLICT, MSG_PHONE_TAKEN);
      throw error;
    }
  }

  return {
    async register(input, ip) {
      const rule = registerIpRule(ip, registrationsPerIpPerHour);
      // Taken before the insert, atomically: a burst cannot pass the count together.
      if (!(await throttle.consume([rule]))) throw throttled();
      const userId = await insertUser(input);
      return { userId, ...(await sessions.issue(userId, 'frame')) };
    },

    async login({ phone, password }, ip) {
      if (!PHONE_PATTERN.test(phone)) {
        throw new DomainError(Code.INVALID_PARAM, MSG_PHONE_INVALID);
      }
      const rules = [loginPhoneRule(phone), loginIpRule(ip)];
      // The attempt is taken before the password is hashed (one conditional statement per
      // rule), so 50 parallel guesses see at most the limit checked; a right password gives it back.
      const hold = await throttle.consume(rules);
      if (!hold) throw throttled();
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.phone, phone))
        .limit(1);
      const good = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstDummy(password);
      if (!user || !good) throw new DomainError(Code.INVALID_PARAM, MSG_BAD_CREDENTIALS);
      await hold.giveBack();
      await throttle.clear(loginPhoneRule(phone).key);
      return { userId: user.id, ...(await sessions.issue(user.id, 'frame')) };
    },

    createUser: (input) => insertUser(input),

    async findByPhone(phone) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phone, phone))
        .limit(1);
      return row?.id;
    },

    async issueTicket(userId) {
      const ticket = newSecret();
      const now = clock();
      const expiresAt = new Date(now.getTime() + TICKET_LIFETIME_MS);
      await db
        .insert(loginTickets)
        .values({ ticketHash: hashSecret(ticket), userId, createdAt: now, expiresAt });
      return { ticket, expiresAt };
    },

    async exchangeTicket(ticket) {
      if (!looksLikeSecret(ticket)) throw new DomainError(Code.CONFLICT, MSG_TICKET_INVALID);
      const now = clock();
      const [used] = await db
        .update(loginTickets)
        .set({ usedAt: now })
        .where(
          and(
            eq(loginTickets.ticketHash, hashSecret(ticket)),
            isNull(loginTickets.usedAt),
            gt(loginTickets.expiresAt, now),
          ),
        )
        .returning({ userId: loginTickets.userId });
      if (!used) throw new DomainError(Code.CONFLICT, MSG_TICKET_INVALID);
      return { userId: used.userId, ...(await sessions.issue(used.userId, 'ticket')) };
    },

    issueSession: (userId, kind) => sessions.issue(userId, kind),
  };
}
