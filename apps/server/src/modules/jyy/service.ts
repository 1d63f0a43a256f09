import { Code } from '@aita/core';
import {
  jyyKeywordSchema,
  jyyMiniprogramsSchema,
  jyyNobookSchema,
  jyySubjectSchema,
  jyyTabSchema,
  type JyyMiniprogram,
} from '@aita/contract';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { jyyConfig } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { JYY_KEYS, SEED_JYY, type JyyKey } from './seed-data';

/** Each document's schema (what `jyy:set` checks before storing). */
export const JYY_SCHEMAS: Record<JyyKey, z.ZodType> = {
  tabList: z.array(jyyTabSchema).min(1).max(10),
  subjectList: z.array(jyySubjectSchema).max(40),
  keywords: jyyKeywordSchema.shape.list,
  nobook: jyyNobookSchema.shape.list,
  miniprograms: jyyMiniprogramsSchema.shape.list,
};

/** Stores the seeded documents that are missing (an operator's are never replaced). */
export async function seedJyy(db: Db): Promise<void> {
  await db
    .insert(jyyConfig)
    .values(JYY_KEYS.map((key) => ({ key, value: SEED_JYY[key] as unknown, source: 'seed' })))
    .onConflictDoNothing({ target: jyyConfig.key });
}

/** A refusal an operator can fix (exit code 2). */
export class JyyCommandError extends Error {}

/** `jyy:get --key K` and `jyy:set --key K --file F` (the JSON read by the caller). */
export async function jyyCommand(db: Db, key: string, value?: unknown): Promise<string> {
  if (!(JYY_KEYS as string[]).includes(key)) {
    throw new JyyCommandError(`未知的配置 ${key}，可用：${JYY_KEYS.join('、')}`);
  }
  const k = key as JyyKey;
  if (value === undefined) {
    const [row] = await db.select().from(jyyConfig).where(eq(jyyConfig.key, k));
    return JSON.stringify(row?.value ?? SEED_JYY[k], null, 2);
  }
  const parsed = JYY_SCHEMAS[k].safeParse(value);
  if (!parsed.success) {
    throw new JyyCommandError(
      `配置有误：${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('；')}`,
    );
  }
  await db
    .insert(jyyConfig)
    .values({ key: k, value: parsed.data, source: 'operator' })
    .onConflictDoUpdate({
      target: jyyConfig.key,
      set: { value: parsed.data, source: 'operator', updatedAt: new Date() },
    });
  return `saved ${k}`;
}

/** The os=jzax documents as the embedding reads them (the seed when a row is missing). */
export function createJyyService(db: Db) {
  const read = async <K extends JyyKey>(...keys: K[]) => {
    const rows = await db.select().from(jyyConfig).where(inArray(jyyConfig.key, keys));
    const byKey = new Map(rows.map((r) => [r.key, r.value]));
    return <G extends K>(key: G) => (byKey.get(key) ?? SEED_JYY[key]) as (typeof SEED_JYY)[G];
  };
  return {
    async tabList() {
      const get = await read('tabList', 'subjectList');
      return { tabList: [...get('tabList')], subjectList: [...get('subjectList')] };
    },
    async keywords() {
      const get = await read('keywords');
      return { list: [...get('keywords')] };
    },
    async nobook(subject: string) {
      const get = await read('nobook');
      return { list: get('nobook').filter((n) => !subject || n.subject === subject) };
    },
    async miniprogram(id: string): Promise<JyyMiniprogram> {
      const get = await read('miniprograms');
      const found = get('miniprograms').find((m) => m.id === id);
      if (!found) throw new DomainError(Code.NOT_FOUND, '小程序不存在或已下架');
      return found;
    },
  };
}
