import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Config } from '../env';
import type { Database } from './database';
import { appColumnApps, appColumns, apps, questions, standardDocs, users } from './schema';
import { seedDemoIdentity } from './seed-identity';
import { retiredDescriptions, SEED_APPS, SEED_COLUMNS, SEED_STANDARD_DOCS } from './seed-data';
import { seedActivities } from './seed-activities';
import { seedQuestionBank } from '../modules/questionBank';
import { syncSeedDefinitions } from '../modules/apps';
import { seedDemoPaper } from '../modules/examPaper';
import { seedDemoCourse } from '../modules/aiCourse';
import { seedJyy } from '../modules/jyy';

/** The logo URL of an app whose logo the server renders (modules/apps/logo.routes.ts). */
export const appLogoUrl = (uri: string): string => `/static/app-logos/${uri}.svg`;

/**
 * Inserts the demo catalogue (columns, apps, memberships, curriculum documents) in one
 * transaction. Idempotent: rows that exist (same slug, uri or name) are left as they are,
 * so an operator's edits survive a re-seed; only a description still equal to a retired seeded
 * text (one that promised what nothing does) is replaced by the current one.
 */
export async function seedCatalogue(database: Database): Promise<void> {
  await database.transaction(async (tx) => {
    await tx
      .insert(appColumns)
      .values(
        SEED_COLUMNS.map((c, i) => ({
          slug: c.slug,
          name: c.name,
          kind: c.kind,
          sort: (i + 1) * 10,
        })),
      )
      .onConflictDoNothing({ target: appColumns.slug });
    await tx
      .insert(apps)
      .values(
        SEED_APPS.map((a, i) => ({
          uri: a.uri,
          name: a.name,
          logo: appLogoUrl(a.uri),
          logoGlyph: a.glyph,
          description: a.desc,
          template: a.template ?? 0,
          category: a.category,
          seoTitle: `${a.name} - AITA 教师AI应用`,
          seoDescription: a.desc,
          seoKeywords: `${a.name},AI备课,教师工具`,
          sort: (i + 1) * 10,
        })),
      )
      .onConflictDoNothing({ target: apps.uri });
    for (const a of SEED_APPS) {
      const retired = retiredDescriptions(a.uri);
      if (retired.length === 0) continue;
      await tx
        .update(apps)
        .set({ description: a.desc, seoDescription: a.desc, updatedAt: new Date() })
        .where(and(eq(apps.uri, a.uri), inArray(apps.description, [...retired])));
    }
    const columnIds = new Map(
      (
        await tx
          .select({ id: appColumns.id, slug: appColumns.slug })
          .from(appColumns)
          .where(
            inArray(
              appColumns.slug,
              SEED_COLUMNS.map((c) => c.slug),
            ),
          )
      ).map((c) => [c.slug, c.id]),
    );
    const appIds = new Map(
      (
        await tx
          .select({ id: apps.id, uri: apps.uri })
          .from(apps)
          .where(
            inArray(
              apps.uri,
              SEED_APPS.map((a) => a.uri),
            ),
          )
      ).map((a) => [a.uri, a.id]),
    );
    const memberships: { columnId: number; appId: number; sort: number }[] = [];
    SEED_APPS.forEach((a, i) => {
      const appId = appIds.get(a.uri);
      for (const slug of a.columns) {
        const columnId = columnIds.get(slug);
        if (appId === undefined || columnId === undefined) {
          throw new Error(`seed: unknown column ${slug} or app ${a.uri}`);
        }
        memberships.push({ columnId, appId, sort: (i + 1) * 10 });
      }
    });
    await tx.insert(appColumnApps).values(memberships).onConflictDoNothing();
    await tx
      .insert(standardDocs)
      .values(SEED_STANDARD_DOCS.map((d, i) => ({ ...d, sort: (i + 1) * 10 })))
      .onConflictDoNothing({ target: standardDocs.name });
    await seedActivities(tx);
  });
  await syncSeedDefinitions(database.db);
}

/** True when no app exists yet. */
export async function catalogueIsEmpty(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(apps);
  return (row?.n ?? 0) === 0;
}

async function questionBankWasSeeded(database: Database): Promise<boolean> {
  const [row] = await database.db
    .select({ id: questions.id })
    .from(questions)
    .where(isNotNull(questions.seedKey))
    .limit(1);
  return row !== undefined;
}

async function noUserYet(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * The seeding policy of ARCHITECTURE.md "demo": the embedded database is seeded when its
 * catalogue is empty; PostgreSQL only with SEED_DEMO=1 (which seeds on every start, idempotently).
 * @returns whether the seed ran.
 */
export async function seedIfWanted(
  database: Database,
  config: Pick<Config, 'databaseUrl' | 'seedDemo'>,
): Promise<boolean> {
  const wanted = config.seedDemo || (!config.databaseUrl && (await catalogueIsEmpty(database)));
  if (wanted) await seedCatalogue(database);
  // App definitions load at every start: a newer version in the file replaces a seeded one
  // (never an operator's), and a database seeded before definitions existed gets them.
  else await syncSeedDefinitions(database.db);
  // The question bank is seeded incrementally (by stable ids) on every start of the embedded
  // database, so one seeded by an older release gets the questions added since; PostgreSQL with
  // SEED_DEMO=1, or when it already holds seeded questions (an operator who took the seed once).
  if (wanted || !config.databaseUrl || (await questionBankWasSeeded(database))) {
    await seedQuestionBank(database);
  }
  // The demo teacher and school (seed-identity.ts) follow the same policy; an embedded database
  // created before identity existed gets them too, as long as it has no user yet.
  if (wanted || (!config.databaseUrl && (await noUserYet(database)))) {
    await seedDemoIdentity(database);
  }
  // The demo teacher's sample paper needs the teacher and the bank, so it comes after both;
  // idempotent by its seed key (one lookup when it exists).
  if (wanted || !config.databaseUrl) await seedDemoPaper(database);
  // The demo course (videos rendered into the store by the server) needs the demo school; the
  // os=jzax documents are configuration, stored whenever missing so operators can change them.
  if (wanted || !config.databaseUrl) await seedDemoCourse(database);
  await seedJyy(database.db);
  return wanted;
}
