import { randomBytes } from 'node:crypto';
import { NAME_CONTROL_CHARACTERS } from '@aita/contract';
import {
  type AD_CLICK_ID_KEYS,
  Code,
  MSG_TEXT_BAD_CHAR,
  MSG_UNAME_TOO_LONG,
  UNAME_MAX_LENGTH,
} from '@aita/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../platform/clock';
import {
  MSG_BAD_CREDENTIALS,
  MSG_LOGIN_THROTTLED,
  MSG_PASSWORD_LENGTH,
  MSG_PHONE_INVALID,
  MSG_PHONE_TAKEN,
  MSG_TICKET_INVALID,
  msgLoginWait,
} from './messages';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password';
import type { AuthUser, ClientMeta, IssuedToken, SessionKind, SessionService } from './sessions';
import {
  loginDeviceRule,
  loginIpRule,
  loginPhoneRule,
  registerIpRule,
  type Throttle,
} from '../../platform/throttle';
import { createKnownDevices, createLoginDelays } from './lockout';
import { passwordWeakness } from './password-strength';
import type { SmsCodeService } from './sms-codes';
import { PHONE_PATTERN } from './phone';
import { hashSecret, looksLikeSecret, newSecret } from '../../platform/tokens';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { loginTickets, sessions as sessions_, users } from '../../db/schema';
import { createTicketIssuer } from './tickets';
import { DomainError } from '../../platform/errors';

export { PHONE_PATTERN };
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** One-time tickets expire 5 minutes after issue. */
export { TICKET_LIFETIME_MS } from './tickets';
/** The ad click ids a registration carries (keys from core's AD_CLICK_ID_KEYS). */
export type AdClickIds = Partial<Record<(typeof AD_CLICK_ID_KEYS)[number], string>>;

/** A successful login or registration: the user and a new session token. */
export interface LoginResult extends IssuedToken {
  userId: number;
}

/** Where a login comes from: the address, the browser, and its known-device cookie if any. */
export interface LoginClient extends ClientMeta {
  ip: string;
  /** The `aita_device` cookie (lockout.ts), when the browser sent one. */
  deviceSecret?: string;
}

/** A password login: the session, wrong passwords since the last login, the device cookie. */
export interface PasswordLogin extends LoginResult {
  /** Wrong passwords tried for the account since its previous login (told to the owner). */
  failedAttempts: number;
  /** The browser's known-device secret (a new one when it had none): set as its cookie. */
  deviceSecret: string;
}

/** 40001 with the reason when a new password is too easy to guess or contains the phone. */
export async function checkPasswordStrength(
  password: string,
  phone: string,
  uname?: string,
): Promise<void> {
  const weakness = await passwordWeakness(password, { phone, uname });
  if (weakness) throw new DomainError(Code.INVALID_PARAM, weakness);
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
    input: {
      phone: string;
      password: string;
      code: string;
      uname?: string;
      adClickIds?: AdClickIds;
    },
    client: LoginClient,
  ): Promise<LoginResult>;
  /**
   * Password login. Limits (docs/security.md): growing delays per account and address (a
   * browser that logged in before is keyed by its cookie instead), wrong passwords per account
   * (not applied to a known browser) and per address; all taken before the hash is computed.
   */
  login(input: { phone: string; password: string }, client: LoginClient): Promise<PasswordLogin>;
  /** Creates an account without a session (admin `user:create`). */
  createUser(input: { phone: string; password: string; uname?: string }): Promise<number>;
  /** The id of the account with this phone number, if any. */
  findByPhone(phone: string): Promise<number | undefined>;
  /** A one-time ticket; from a logged-in session, its login's family (`parent`). */
  issueTicket(
    userId: number,
    parent?: Pick<AuthUser, 'familyId'>,
  ): Promise<{ ticket: string; expiresAt: Date }>;
  /**
   * Exchanges a ticket for a 30-day session, exactly once: one conditional UPDATE marks it used.
   * @throws DomainError 40009 登录凭证已使用或已过期 for a used, expired or unknown ticket.
   */
  exchangeTicket(ticket: string): Promise<LoginResult>;
  issueSession(
    userId: number,
    kind: SessionKind,
    parent?: Pick<AuthUser, 'familyId' | 'familyExpiresAt'>,
  ): Promise<IssuedToken>;
}

export function createAccountService({
  db,
  sessions,
  throttle,
  clock = systemClock,
  registrationsPerIpPerHour,
  smsCodes,
}: {
  db: Db;
  sessions: SessionService;
  throttle: Throttle;
  /** Proves the phone of a registration. */
  smsCodes: Pick<SmsCodeService, 'verify'>;
  clock?: Clock;
  /** REGISTRATIONS_PER_IP_PER_HOUR (default 10). */
  registrationsPerIpPerHour?: number;
}): AccountService {
  const throttled = () => new DomainError(Code.TOO_MANY_REQUESTS, MSG_LOGIN_THROTTLED);
  const delays = createLoginDelays({ db, clock });
  const devices = createKnownDevices({ db, clock });

  /** The checks of a new account, run before an SMS code is spent on it. */
  async function validateNewAccount(input: {
    phone: string;
    password: string;
    uname?: string;
  }): Promise<string> {
    checkCredentialsShape(input.phone, input.password);
    const uname = (input.uname ?? '').trim();
    if ([...uname].length > UNAME_MAX_LENGTH) {
      throw new DomainError(Code.INVALID_PARAM, MSG_UNAME_TOO_LONG);
    }
    if (NAME_CONTROL_CHARACTERS.test(uname)) {
      throw new DomainError(Code.INVALID_PARAM, `姓名${MSG_TEXT_BAD_CHAR}`);
    }
    await checkPasswordStrength(input.password, input.phone, uname);
    return uname;
  }

  async function insertUser(input: {
    phone: string;
    password: string;
    uname?: string;
    adClickIds?: AdClickIds;
  }): Promise<number> {
    const uname = await validateNewAccount(input);
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
    async register(input, client) {
      const rule = registerIpRule(client.ip, registrationsPerIpPerHour);
      // Taken before the insert, atomically: a burst cannot pass the count together.
      if (!(await throttle.consume([rule]))) throw throttled();
      await validateNewAccount(input);
      // The code proves the phone before anything about the number is said (taken or not).
      await smsCodes.verify(input.phone, 'register', input.code);
      const userId = await insertUser(input);
      return { userId, ...(await sessions.issue(userId, 'frame', { client })) };
    },

    async login({ phone, password }, client) {
      if (!PHONE_PATTERN.test(phone)) {
        throw new DomainError(Code.INVALID_PARAM, MSG_PHONE_INVALID);
      }
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.phone, phone))
        .limit(1);
      const known = user ? await devices.isKnown(user.id, client.deviceSecret) : false;
      const deviceKey = known ? hashSecret(client.deviceSecret ?? '').slice(0, 32) : undefined;
      // A known browser is not held by the account-wide limit strangers fill; its own key
      // replaces the address in the delays. Every attempt is taken before the hash (one
      // conditional statement each), so a burst sees at most the limits checked.
      const rules = deviceKey
        ? [loginDeviceRule(deviceKey), loginIpRule(client.ip)]
        : [loginPhoneRule(phone), loginIpRule(client.ip)];
      const hold = await throttle.consume(rules);
      if (!hold) throw throttled();
      const delay = await delays.take(phone, deviceKey ? `device:${deviceKey}` : client.ip);
      if (!delay.ok) {
        await hold.giveBack();
        throw new DomainError(Code.TOO_MANY_REQUESTS, msgLoginWait(delay.waitMs / 1000));
      }
      const good = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstDummy(password);
      if (!user || !good) {
        await delay.finish(false);
        if (user) {
          await db
            .update(users)
            .set({ failedLogins: sql`${users.failedLogins} + 1` })
            .where(eq(users.id, user.id));
        }
        throw new DomainError(Code.INVALID_PARAM, MSG_BAD_CREDENTIALS);
      }
      await delay.finish(true);
      await hold.giveBack();
      // The old-parameter hash is replaced now that the password is known (password.ts).
      const rehash = needsRehash(user.passwordHash) ? await hashPassword(password) : undefined;
      const [before] = await db
        .select({ failedLogins: users.failedLogins })
        .from(users)
        .where(eq(users.id, user.id));
      await db
        .update(users)
        .set({
          failedLogins: sql`greatest(${users.failedLogins} - ${before?.failedLogins ?? 0}, 0)`,
          ...(rehash ? { passwordHash: rehash } : {}),
        })
        .where(eq(users.id, user.id));
      const deviceSecret = known && client.deviceSecret ? client.deviceSecret : newSecret();
      await devices.remember(user.id, deviceSecret);
      return {
        userId: user.id,
        failedAttempts: before?.failedLogins ?? 0,
        deviceSecret,
        ...(await sessions.issue(user.id, 'frame', { client })),
      };
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

    issueTicket: createTicketIssuer(db, clock),

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
        .returning({ userId: loginTickets.userId, familyId: loginTickets.familyId });
      if (!used) throw new DomainError(Code.CONFLICT, MSG_TICKET_INVALID);
      let parent: Pick<AuthUser, 'familyId' | 'familyExpiresAt'> | undefined;
      if (used.familyId !== null) {
        // A ticket from a login joins that login's family: dead with it, never outliving it.
        const [root] = await db
          .select({ expiresAt: sessions_.expiresAt, revokedAt: sessions_.revokedAt })
          .from(sessions_)
          .where(eq(sessions_.id, used.familyId))
          .limit(1);
        if (!root || root.revokedAt !== null || root.expiresAt <= now) {
          throw new DomainError(Code.CONFLICT, MSG_TICKET_INVALID);
        }
        parent = { familyId: used.familyId, familyExpiresAt: root.expiresAt };
      }
      return {
        userId: used.userId,
        ...(await sessions.issue(used.userId, 'ticket', { parent })),
      };
    },

    issueSession: (userId, kind, parent) => sessions.issue(userId, kind, { parent }),
  };
}
