/** Tables of schools (docs/school.md): organisations, members, join requests and the disk. */
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import { users } from './identity';

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
  /** When the join code stops working; null: never. */
  joinCodeExpiresAt: timestamp({ withTimezone: true }),
  /** 1: a join by code waits for an admin's approval. */
  joinApproval: smallint().notNull().default(0),
  /** The disk's quota in bytes (core DISK_DEFAULT_QUOTA_BYTES unless an operator set another). */
  diskQuotaBytes: bigint({ mode: 'number' }).notNull().default(10_737_418_240),
  ...timestamps,
});

/** Which teachers belong to which schools, and as what. */
export const orgMembers = pgTable(
  'org_members',
  {
    orgId: integer()
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** admin | teacher (core SCHOOL_ROLES). */
    role: text().notNull().default('teacher'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index().on(t.userId)],
);

/** Joins by code waiting for an admin of a school that approves joins. */
export const orgJoinRequests = pgTable(
  'org_join_requests',
  {
    orgId: integer()
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] })],
);

/**
 * The school disk: folders and files of one school. A file's bytes are in the object store under
 * `storageKey`; `deletedAt` set means it is in the 回收站 (purged 30 days later).
 */
export const diskItems = pgTable(
  'disk_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: integer()
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    /** The folder it is in; null at the top. */
    parentId: uuid(),
    /** folder | file. */
    type: text().notNull(),
    name: text().notNull(),
    format: text().notNull().default(''),
    mime: text().notNull().default(''),
    size: bigint({ mode: 'number' }).notNull().default(0),
    storageKey: text().notNull().default(''),
    /** Extracted text of documents and sheets, for search; null when none. */
    text: text(),
    uploaderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** A folder's permissions (core DISK_FOLDER_ACCESS): who sees it, who uploads to it. */
    seeAccess: text().notNull().default('all'),
    uploadAccess: text().notNull().default('all'),
    /** A folder's 负责人 (user ids): they manage it and everything under it. */
    managerIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.orgId, t.parentId), index().on(t.orgId, t.deletedAt)],
);

/**
 * Who changed a disk folder's permissions and when (docs/school.md "Folder permissions"): one
 * row per change, with the settings it set; the admin's view lists the last 50.
 */
export const diskAccessLog = pgTable(
  'disk_access_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer()
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    /** The folder (kept when it is purged: the log outlives it, so no foreign key). */
    folderId: uuid().notNull(),
    /** Its name at the time. */
    folderName: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    see: text().notNull(),
    upload: text().notNull(),
    managerIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orgId, t.createdAt)],
);
