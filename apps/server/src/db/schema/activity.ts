/** Tables of the activity banner (docs/apps.md "Activity"). */
import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** §3 Activity info: invite/activity banners; the newest active one is shown (status 1). */
export const activities = pgTable('activities', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stable key used by the seed. */
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** Banner image URL (`sidebarUrl`). */
  imageUrl: text().notNull(),
  /** Landing page; the activity id (and a ticket for another site) is appended (`sidebarJumpUrl`). */
  jumpUrl: text().notNull(),
  /** 1 shows the banner, 0 hides it. */
  status: smallint().notNull().default(1),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  ...timestamps,
});
