/** Tables of identity (docs/identity.md): teachers, login sessions, one-time tickets, login throttling and report events. */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** §3 User info: a teacher account of the built-in login provider. `id` is the public uid. */
export const users = pgTable('users', {
  /** Shown as the account id (`uid`, a string in the API); starts at 100001. */
  id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
  /** Mainland mobile number, the login name. */
  phone: text().notNull().unique(),
  /** `scrypt$N$r$p$<salt b64>$<hash b64>` (modules/identity/password.ts). */
  passwordHash: text().notNull(),
  /** Id at the login provider (`talId`), random and stable. */
  talId: text().notNull().unique(),
  uname: text().notNull().default(''),
  /** Avatar URL, `''` when none. */
  avatar: text().notNull().default(''),
  schoolName: text().notNull().default(''),
  /** Id of the school type list; 0 unset. */
  schoolType: integer().notNull().default(0),
  /** Id of the period list; -1 unset (§5). */
  period: integer().notNull().default(-1),
  /** Id of the subject list; 0 unset (§5). */
  subject: integer().notNull().default(0),
  /** Membership end; null when never a member (`vipEndAt` 0). */
  vipEndAt: timestamp({ withTimezone: true }),
  /** Current school (`curOrgId`); null when none. */
  curOrgId: integer(),
  /** Ad click ids the login page received at registration (bd_vid, qz_gdt, gdt_vid). */
  adClickIds: jsonb().$type<Record<string, string>>(),
  /** Wrong passwords tried for this account since its last login (told to the owner, then reset). */
  failedLogins: integer().notNull().default(0),
  ...timestamps,
});

/**
 * A login session: the sha256 of an opaque random token (never the token), its lifetime and its
 * revocation. `kind` records how it was issued (frame 10 days; sso and ticket 30 days, §9).
 * A session made from another one (an SSO token, a ticket) belongs to that login's family
 * (`familyId`, the root session's id; null on the root itself): it never outlives the root, and
 * ending the root ends the family. The root carries the device, address and last use shown
 * under 登录设备.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Hex sha256 of the token. */
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** The root session of the login this one was derived from; null on a root. */
    familyId: integer(),
    /** The browser's User-Agent at login (cut to 512 characters). */
    userAgent: text().notNull().default(''),
    /** The client address at login, then at the last use. */
    ip: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId), index().on(t.familyId)],
);

/** One-time login tickets (third-party ticket login, §1/§7): hash stored, 5 minutes, used once. */
export const loginTickets = pgTable(
  'login_tickets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Hex sha256 of the ticket. */
    ticketHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session family of the login that asked for it; null for an operator's ticket. */
    familyId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Browsers that logged in to an account before (a random cookie's sha256): they may still log in
 * while strangers' wrong passwords hold the account's limit (modules/identity/lockout.ts).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text().notNull(),
    lastLoginAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.userId, t.deviceHash), index().on(t.lastLoginAt)],
);

/**
 * 6-digit SMS codes for registration and password reset (modules/identity/sms-codes.ts): only a
 * hash is stored; a code lives 5 minutes and allows 5 tries.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull(),
    /** `register` or `reset`. */
    purpose: text().notNull(),
    codeHash: text().notNull(),
    tries: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.phone, t.purpose), index().on(t.expiresAt)],
);

/**
 * Attempt counters shared by every instance, one row per key (`login-phone:<phone>`,
 * `login-ip:<ip>`, `redeem-miss:<uid>`, …) and fixed window: platform/throttle.ts consumes an
 * attempt with one conditional upsert, so concurrent requests cannot all pass the count.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [index().on(t.windowStart)],
);

/** Tracking events posted to `/v1/report` (§7), kept for analysis. */
export const reportEvents = pgTable(
  'report_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    event: text().notNull(),
    params: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);
