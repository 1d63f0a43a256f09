import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_APPS_DIR } from '../paths';
import { createTestContext, type TestContext } from '../test/context';
import { apps } from './schema';
import { seedCatalogue } from './seed';
import { RETIRED_APP_DESCRIPTIONS, retiredDescriptions, SEED_APPS } from './seed-data';

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
      // An html-file app has its page (a classroom tool's file, or the AI课件 tool).
      if (app.category === 'htmlfile') {
        expect(
          app.uri === 'ai-courseware' || existsSync(join(HTML_APPS_DIR, `${app.uri}.html`)),
          app.uri,
        ).toBe(true);
      } else if (app.category === 'image2image' || app.category === 'image2video') {
        // The image tools page (/image-apps/index) runs them: no 建设中, and what they need said.
        expect(`${app.uri}: ${app.desc}`).not.toMatch(/建设中/);
      } else if (app.category === 'aiquestion') {
        // The question form (/question-bank-ai/index), 智能组卷 or a conversation runs them.
        expect(`${app.uri}: ${app.desc}`).not.toMatch(/建设中/);
      } else if (app.category !== 'aiassistant') {
        expect(`${app.uri}: ${app.desc}`).toMatch(/网页版(建设中|实验页面建设中|暂不提供)/);
      }
    }
    expect(SEED_APPS.find((a) => a.uri === 'ai-courseware')?.desc).not.toContain('下载');
    // Every retired text is a different, older one.
    for (const uri of Object.keys(RETIRED_APP_DESCRIPTIONS)) {
      for (const old of retiredDescriptions(uri))
        expect(SEED_APPS.find((a) => a.uri === uri)?.desc).not.toBe(old);
    }
  });

  it('a re-seed replaces a retired description but keeps an operator’s own', async () => {
    const db = ctx.database.db;
    const [retired] = retiredDescriptions('ai-courseware');
    expect(retired).toContain('一键下载');
    // The second retired text of an app (its 网页版建设中 line) is replaced too.
    const [, underConstruction] = retiredDescriptions('mental-arithmetic');
    expect(underConstruction).toContain('网页版建设中');
    await db
      .update(apps)
      .set({ description: underConstruction })
      .where(eq(apps.uri, 'mental-arithmetic'));
    await db.update(apps).set({ description: retired }).where(eq(apps.uri, 'ai-courseware'));
    await db.update(apps).set({ description: '本校自编说明' }).where(eq(apps.uri, 'essay-review'));
    await seedCatalogue(ctx.database);
    const read = async (uri: string) =>
      (await db.select({ d: apps.description }).from(apps).where(eq(apps.uri, uri)))[0]?.d;
    expect(await read('ai-courseware')).toBe(
      SEED_APPS.find((a) => a.uri === 'ai-courseware')?.desc,
    );
    expect(await read('essay-review')).toBe('本校自编说明');
    expect(await read('mental-arithmetic')).toBe(
      SEED_APPS.find((a) => a.uri === 'mental-arithmetic')?.desc,
    );
  });
});
