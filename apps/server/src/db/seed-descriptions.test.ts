import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { apps } from './schema';
import { seedCatalogue } from './seed';
import { RETIRED_APP_DESCRIPTIONS, SEED_APPS } from './seed-data';

/** Promises no part of the product keeps today (no download, print, scan or video pipeline). */
const NOT_DONE = [
  '一键下载',
  '支持打印',
  '直接打印',
  '扫码',
  '自动合成',
  '导出为Word试卷',
  '按评分标准',
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('seeded app descriptions', () => {
  it('promise nothing the product does not do, and apps without a page say so', () => {
    for (const app of SEED_APPS) {
      for (const phrase of NOT_DONE) expect(`${app.uri}: ${app.desc}`).not.toContain(phrase);
      if (app.category !== 'aiassistant') {
        expect(`${app.uri}: ${app.desc}`).toMatch(/网页版(建设中|实验页面建设中|暂不提供)/);
      }
    }
    expect(SEED_APPS.find((a) => a.uri === 'ai-courseware')?.desc).not.toContain('下载');
    // Every retired text is a different, older one.
    for (const [uri, old] of Object.entries(RETIRED_APP_DESCRIPTIONS)) {
      expect(SEED_APPS.find((a) => a.uri === uri)?.desc).not.toBe(old);
    }
  });

  it('a re-seed replaces a retired description but keeps an operator’s own', async () => {
    const db = ctx.database.db;
    const retired = RETIRED_APP_DESCRIPTIONS['ai-courseware'];
    expect(retired).toContain('一键下载');
    await db.update(apps).set({ description: retired }).where(eq(apps.uri, 'ai-courseware'));
    await db.update(apps).set({ description: '本校自编说明' }).where(eq(apps.uri, 'essay-review'));
    await seedCatalogue(ctx.database);
    const read = async (uri: string) =>
      (await db.select({ d: apps.description }).from(apps).where(eq(apps.uri, uri)))[0]?.d;
    expect(await read('ai-courseware')).toBe(
      SEED_APPS.find((a) => a.uri === 'ai-courseware')?.desc,
    );
    expect(await read('essay-review')).toBe('本校自编说明');
  });
});
