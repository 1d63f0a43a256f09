/** Tables of schools (docs/identity.md "Schools"): organisations and their members. */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
