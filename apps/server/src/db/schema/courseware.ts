/**
 * Tables of AI课件 (docs/courseware.md "Tables"): a teacher's courseware, its form, the outline of step 1
 * and the slides of step 2, kept as JSON (they are edited and read whole, never queried inside).
 */
import type { CoursewareForm, CoursewareOutline, CoursewareSlide } from '@aita/core';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './identity';

/** A teacher's courseware. */
export const coursewares = pgTable(
  'coursewares',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerUid: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The outline's title, for the list. */
    title: text().notNull(),
    form: jsonb().$type<CoursewareForm>().notNull(),
    outline: jsonb().$type<CoursewareOutline>().notNull(),
    slides: jsonb().$type<CoursewareSlide[]>().notNull().default([]),
    /** `model` or `structure`: who wrote the outline's first version. */
    outlineSource: text().$type<'model' | 'structure'>().notNull(),
    /** Copies of its text counted by `/courseware/copy/stat`. */
    copyCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index().on(t.ownerUid, t.updatedAt)],
);
