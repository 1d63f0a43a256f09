/** Tables of the application centre (docs/apps.md): columns, apps, curriculum documents, favourites and the teacher's own app list. */
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
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './identity';

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

/**
 * An app's definition (docs/apps.md "App definitions"): its form, instructions to the model,
 * output structure, follow-ups, chat toggles and entitlement, as one JSON document validated by
 * `modules/apps/definitions`. `source` is `seed` (from the definition file; a newer `version`
 * there replaces it at start) or `operator` (imported with `npm run admin -- app:import`; the
 * seed never overwrites it).
 */
export const appDefinitions = pgTable('app_definitions', {
  appId: integer()
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  version: integer().notNull(),
  source: text().notNull().default('seed'),
  definition: jsonb().$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});
