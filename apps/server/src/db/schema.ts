import type { AppCategory } from '@aita/core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The database schema (one file, `casing: 'snake_case'`: property `createdAt` is column
 * `created_at`). Migrations are generated from it with `pnpm --filter @aita/server db:generate`.
 */

/**
 * §3 application categories; the category decides how the web app opens an app.
 * Spelled out here (not imported) because drizzle-kit loads this file with `require`, which
 * @aita/core (ESM only) does not support; a test checks it equals core's APP_CATEGORIES.
 */
export const APP_CATEGORY_VALUES = [
  'htmlfile',
  'nobook',
  'miniprogram',
  'image2video',
  'aiquestion',
  'image2image',
  'aiassistant',
] as const satisfies readonly AppCategory[];
export const appCategory = pgEnum('app_category', APP_CATEGORY_VALUES);

/**
 * Column kinds of the application centre:
 * - `normal`: a section of `columnList` (热门应用, 备课, …);
 * - `new_standard`: the new-curriculum zone itself (新课标专区), listed in `columnList` under a
 *   random id 100..999 (§3), its content being the sub-columns and the curriculum documents;
 * - `new_standard_sub`: a sub-column of the zone (大单元教学, …), listed in `newColumnList`.
 */
export const columnKind = pgEnum('column_kind', ['normal', 'new_standard', 'new_standard_sub']);

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** Columns (category sections) of the application centre, in `sort` order. */
export const appColumns = pgTable('app_columns', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stable key used by the seed (and by operators): `hot`, `new-standard`, `lesson-prep`… */
  slug: text().notNull().unique(),
  name: text().notNull(),
  kind: columnKind().notNull().default('normal'),
  sort: integer().notNull().default(0),
  ...timestamps,
});

/** §3 Application. */
export const apps = pgTable(
  'apps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Chat uri (`/chat/{uri}`), also the logo slug. Lower-case ASCII and dashes. */
    uri: text().notNull().unique(),
    name: text().notNull(),
    /** Logo URL; the seeded apps use `/static/app-logos/<uri>.svg`, rendered by the server. */
    logo: text().notNull(),
    /** One or two characters drawn on the rendered logo. */
    logoGlyph: text().notNull().default(''),
    description: text().notNull().default(''),
    /** 1 when the app is a prompt template (§3). */
    template: smallint().notNull().default(0),
    category: appCategory().notNull(),
    seoTitle: text(),
    seoDescription: text(),
    seoKeywords: text(),
    /** Offline apps are kept but not listed. */
    online: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index().on(t.category)],
);

/** Which apps a column lists, in `sort` order; an app may appear in several columns. */
export const appColumnApps = pgTable(
  'app_column_apps',
  {
    columnId: integer()
      .notNull()
      .references(() => appColumns.id, { onDelete: 'cascade' }),
    appId: integer()
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.columnId, t.appId] }), index().on(t.appId)],
);

/** Compulsory-education curriculum documents shown in the new-curriculum zone (§2 Old home). */
export const standardDocs = pgTable('standard_docs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  link: text().notNull(),
  sort: integer().notNull().default(0),
  ...timestamps,
});

// ---------------------------------------------------------------------------------------------
// Identity (issue 3): teachers, login sessions, one-time tickets, login throttling, schools.
// See docs/identity.md.
// ---------------------------------------------------------------------------------------------

/** §3 User info: a teacher account of the built-in login provider. `id` is the public uid. */
export const users = pgTable('users', {
  /** Shown as the account id (`uid`, a string in the API); starts at 100001. */
  id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
  /** Mainland mobile number, the login name. */
  phone: text().notNull().unique(),
  /** `scrypt$N$r$p$<salt b64>$<hash b64>` (auth/password.ts). */
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
  ...timestamps,
});

/**
 * A login session: the sha256 of an opaque random token (never the token), its lifetime and its
 * revocation. `kind` records how it was issued (frame 10 days; sso and ticket 30 days, §9).
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Throttling counters shared by every instance: one row per failed attempt under a key such as
 * `login-phone:<phone>` or `login-ip:<ip>`; counted over a sliding window (auth/throttle.ts).
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.key, t.at), index().on(t.at)],
);

/** §3 Organisation: a school teachers join with a code. */
export const orgs = pgTable('orgs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  logo: text().notNull().default(''),
  background: text().notNull().default(''),
  /** 1 shows the AI course item (§2). */
  isCourseShow: smallint().notNull().default(0),
  /** Invitation code, stored upper-case. */
  joinCode: text().notNull().unique(),
  ...timestamps,
});

/** Which teachers belong to which schools. */
export const orgMembers = pgTable(
  'org_members',
  {
    orgId: integer()
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index().on(t.userId)],
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

// ---------------------------------------------------------------------------------------------
// Apps and favourites, activity, object storage (issue 4). See docs/apps.md and docs/oss.md.
// ---------------------------------------------------------------------------------------------

/** §4 favourites: one row per teacher and app, so collecting twice keeps one row. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: integer()
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appId] }), index().on(t.userId, t.createdAt)],
);

/**
 * A teacher's recent apps (§7 `/v1/aitalk/mylist/add`, `/v1/aiassistant/mylist/add`): one row per
 * teacher, list and app; adding again touches `updatedAt`. `list` is `aitalk` or `aiassistant`.
 */
export const myApps = pgTable(
  'my_apps',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text().notNull(),
    appId: integer()
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.list, t.appId] }),
    index().on(t.userId, t.list, t.updatedAt),
  ],
);

/** §3 Activity info: invite/activity banners; the newest active one is shown (status 1). */
export const activities = pgTable('activities', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stable key used by the seed. */
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** Banner image URL (`sidebarUrl`). */
  imageUrl: text().notNull(),
  /** Landing page; the activity id and the teacher's token are appended (`sidebarJumpUrl`). */
  jumpUrl: text().notNull(),
  /** 1 shows the banner, 0 hides it. */
  status: smallint().notNull().default(1),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

/**
 * Temporary upload credentials of the built-in object store (docs/oss.md): the secret is kept
 * encrypted (AES-256-GCM), the security token only as its sha256; 15 minutes, one directory.
 */
export const ossCredentials = pgTable(
  'oss_credentials',
  {
    accessKeyId: text().primaryKey(),
    /** base64 of iv(12) | tag(16) | ciphertext of the access key secret. */
    secretCiphertext: text().notNull(),
    /** Hex sha256 of the security token. */
    securityTokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: text().notNull(),
    /** Key prefix the credential may write, e.g. `uploads/100001/20260101/`. */
    directory: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------
// AI assistant conversations (issue 5): one conversation per chat, one row per exchange (its
// logId). See docs/assistant.md.
// ---------------------------------------------------------------------------------------------

/**
 * §7 "AI talk": a teacher's conversation with the assistant (`appId` null) or an app. `title` is
 * the first 30 characters of the first question until renamed; deletion is soft (`deletedAt`).
 */
export const conversations = pgTable(
  'conversations',
  {
    /** UUID, generated by the server. */
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: integer().references(() => apps.id, { onDelete: 'set null' }),
    /** The app's chat uri (`/chat/{uri}`) when the conversation began; `''` for the assistant. */
    uri: text().notNull().default(''),
    title: text().notNull(),
    /** Set when pinned (`/v1/aitalk/top/update` status 1); pinned conversations list first. */
    pinnedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.userId, t.updatedAt)],
);

/**
 * One exchange of a conversation, stored under its `logId` (= `id`, a UUID): the question, the
 * answer and reasoning as far as they were produced, the final status (1 while streaming, then
 * 3/4/5, §4), and the web results it was given (`/v1/network/log/list`).
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    /** The `logId` of the streaming contract. */
    id: uuid().primaryKey(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Owner (the conversation's teacher), so ownership checks need no join. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    answer: text().notNull().default(''),
    reasoning: text().notNull().default(''),
    /** 1 while generating; 3 complete, 4 unable, 5 violation (§4). */
    status: smallint().notNull().default(1),
    /** §3 Web search results given to the model, `[1]` first; `[]` when search did not run. */
    networkResults: jsonb().$type<unknown[]>().notNull().default([]),
    /** The result numbers the answer cites. */
    cited: jsonb().$type<number[]>().notNull().default([]),
    /** Image links sent with the question. */
    imgUrls: jsonb().$type<string[]>().notNull().default([]),
    /** 1 when deep think was on. */
    deepThink: smallint().notNull().default(0),
    /** 2 when web search was asked for, else 0 (§7). */
    isNetwork: smallint().notNull().default(0),
    /** 1 when web search ran (an `ai-networking` event was sent). */
    networkSearched: smallint().notNull().default(0),
    /** Which model provider answered (`openai-compatible`, `offline-knowledge`). */
    provider: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.conversationId, t.createdAt), index().on(t.userId)],
);

// ---------------------------------------------------------------------------------------------
// Membership (issue: membership): products, orders, redeem codes. See docs/membership.md.
// A teacher's membership end is `users.vip_end_at`, extended by a paid order or a redeem code.
// ---------------------------------------------------------------------------------------------

/** Membership products on sale (`GET /v1/member/products`); prices in cents (§3, §9). */
export const memberProducts = pgTable('member_products', {
  /** The public `productId`. */
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stable key used by the seed (and by operators): `month`, `quarter`, `year`. */
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** Membership length in days. */
  durationDays: integer().notNull(),
  /** Price in cents. */
  price: integer().notNull(),
  /** Crossed-out list price in cents; equal to `price` when there is no discount. */
  originalPrice: integer().notNull(),
  description: text().notNull().default(''),
  /** Offline products are kept (old orders point at them) but not listed or sold. */
  online: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
  ...timestamps,
});

/**
 * Order status (spec §4 "not shown"; docs/membership.md): `pending` until paid, `paid` once
 * (the only transition that extends a membership), `closed` when it expired unpaid.
 */
export const ORDER_STATUS_VALUES = ['pending', 'paid', 'closed'] as const;
export const orderStatus = pgEnum('order_status', ORDER_STATUS_VALUES);

/** One-time membership redeem codes: only the sha256 of the normalised code is kept. */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Hex sha256 of the normalised code (upper case, no separators). */
    codeHash: text().notNull().unique(),
    days: integer().notNull(),
    /** The `redeem:create` run that made it. */
    batch: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set once, together with `usedAt`, by the one conditional UPDATE of `/v1/redeem/use`. */
    usedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.batch)],
);

/**
 * §3 Order: a purchase through a payment provider (`sandbox`, or a real one behind the same
 * interface) or a redeemed code (`provider` `redeem`, price 0, paid at once). Name, days and
 * price are snapshots taken when the order is made.
 */
export const memberOrders = pgTable(
  'member_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The public `orderId`: `yyyyMMddHHmmss` (UTC) and 8 random digits. */
    orderId: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for redeem orders. */
    productId: integer().references(() => memberProducts.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    durationDays: integer().notNull(),
    /** Price paid, in cents. */
    actualPrice: integer().notNull(),
    status: orderStatus().notNull().default('pending'),
    /** `sandbox`, `redeem`, or the real provider's name. */
    provider: text().notNull(),
    /** What the provider gave when the payment was created (sandbox: sha256 of the pay token). */
    providerRef: text(),
    /** The provider's transaction number, from its verified notification. */
    tradeNo: text(),
    redeemCodeId: integer().references(() => redeemCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A pending order can be paid until then. */
    expiresAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /** The teacher's membership end right after this order was applied (for support). */
    vipEndAfter: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.status, t.paidAt)],
);
