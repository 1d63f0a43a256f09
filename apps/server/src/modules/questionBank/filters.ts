/**
 * Which questions a list shows (scope, school, top level) and the 年份/地区 options of a list
 * (docs/questionBank.md "Year and region").
 */
import { sortRegions } from '@aita/core';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { questions } from '../../db/schema';
import type { Viewer } from './service';

/** The listed questions of a scope: the platform's, the current school's, or the caller's own; top level only. */
export function listedWhere(
  viewer: Viewer & { curOrgId: number },
  scope: 'platform' | 'school' | 'personal',
): SQL {
  const own =
    scope === 'school'
      ? and(eq(questions.scope, 'school'), eq(questions.orgId, viewer.curOrgId))
      : scope === 'personal'
        ? and(eq(questions.scope, 'personal'), eq(questions.ownerUid, viewer.uid))
        : eq(questions.scope, 'platform');
  return and(own, isNull(questions.parentId)) ?? eq(questions.id, -1);
}

/**
 * The years (newest first) and regions (in `REGIONS` order) the listed questions of a 学段 and
 * 学科 carry. Decision: the options are what is present, so no choice gives an empty page; the
 * editor picks a region from the fixed list of provinces.
 */
export async function filterOptions(
  db: Db,
  viewer: Viewer & { curOrgId: number },
  f: { period?: number; subject?: number; scope: 'platform' | 'school' | 'personal' },
): Promise<{ years: number[]; regions: string[] }> {
  const where: SQL[] = [listedWhere(viewer, f.scope)];
  if (f.period !== undefined) where.push(eq(questions.period, f.period));
  if (f.subject !== undefined) where.push(eq(questions.subject, f.subject));
  const years = await db
    .selectDistinct({ year: questions.year })
    .from(questions)
    .where(and(...where))
    .orderBy(desc(questions.year));
  const regions = await db
    .selectDistinct({ region: questions.region })
    .from(questions)
    .where(and(...where, isNotNull(questions.region)));
  return {
    years: years.map((r) => r.year),
    regions: sortRegions(regions.flatMap((r) => (r.region === null ? [] : [r.region]))),
  };
}
