import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openFreshDatabase } from './__fixtures__/database';
import { hashedEmbed } from './__fixtures__/hashed-embed';
import { createSearchIndex, type SearchEntryInput, type SearchIndex } from './search-index';
import { rowsOf } from './vector';

const T1 = 100001; // the teacher searching
const T2 = 100002; // another teacher
const SCHOOL = 7;

const doc = (
  refId: string,
  title: string,
  body: string,
  more: Partial<SearchEntryInput> = {},
): SearchEntryInput => ({
  kind: 'document',
  refId,
  ownerUid: T1,
  visibility: 'private',
  title,
  body,
  ...more,
});

const CORPUS: SearchEntryInput[] = [
  doc('quad', '二次函数的图像与性质', '本节研究二次函数 y=x^2 的图像，开口向上，对称轴为 y 轴。'),
  doc('pyth', '勾股定理的证明', '用面积法证明勾股定理：直角三角形两直角边的平方和等于斜边的平方。'),
  doc('eq', '一元二次方程根与系数的关系', '韦达定理给出两根之和与两根之积。'),
  doc(
    'unit3',
    'Unit 3 Section A 听力练习',
    '英语七年级上册 Unit 3 Is this your pencil? 听力与对话。',
  ),
  doc(
    'unit5',
    'Unit 5 Section B 阅读',
    '英语七年级上册 Unit 5 Do you have a soccer ball? 阅读理解。',
  ),
  doc('photo', '光合作用实验', '生物：绿叶在光下制造有机物，验证光合作用需要光。'),
  doc('bodyhit', '课堂练习汇编', '本汇编收录多道练习，其中包括一道关于函数单调性的题目。'),
  doc('titlehit', '函数单调性', '判断下列各题的增减。'),
  doc('trad', '數學複習講義', '繁體字的講義。'),
  doc('t2-private', '二次函数 期末复习（另一位老师）', '二次函数 勾股定理 函数', { ownerUid: T2 }),
  doc('t2-org', '二次函数 教研组共享', '学校教研组共享的二次函数课件', {
    ownerUid: T2,
    orgId: SCHOOL,
    visibility: 'org',
  }),
  doc('t2-public', '二次函数 公开课', '公开课的二次函数教案', {
    ownerUid: T2,
    visibility: 'public',
  }),
];

let database: Database;
let close: () => Promise<void>;
let index: SearchIndex;

beforeAll(async () => {
  ({ database, close } = await openFreshDatabase());
  index = createSearchIndex({ database });
  await index.upsert(CORPUS);
});
afterAll(() => close());

const mine = { uid: T1 };
const ids = async (query: string, viewer: { uid: number | null; orgIds?: number[] } = mine) =>
  (await index.search({ query, kinds: ['document'], viewer, limit: 50 })).hits.map((h) => h.refId);

describe(createSearchIndex, () => {
  it('finds 1-character queries at the start of a word (prefix on the last token)', async () => {
    expect(await ids('函')).toEqual(expect.arrayContaining(['quad', 'bodyhit', 'titlehit']));
    expect(await ids('勾')).toEqual(['pyth']);
  });

  it('finds 2-character and 4+-character Chinese queries', async () => {
    expect(await ids('函数')).toEqual(expect.arrayContaining(['quad', 'bodyhit', 'titlehit']));
    expect(await ids('勾股定理')).toEqual(['pyth']);
    expect(await ids('一元二次方程')).toEqual(['eq']);
    expect(await ids('光合作用')).toEqual(['photo']);
    // A part of a compound word: cutForSearch indexed 定理 inside 勾股定理.
    expect(await ids('定理')).toEqual(expect.arrayContaining(['pyth', 'eq']));
  });

  it('finds mixed Chinese, English and numbers, full-width and any case', async () => {
    expect((await ids('二次函数 y=x^2'))[0]).toBe('quad');
    expect(await ids('Unit 3')).toEqual(['unit3']);
    expect(await ids('ｕｎｉｔ　３')).toEqual(['unit3']);
    expect(await ids('UNIT 5 section')).toEqual(['unit5']);
    expect(await ids('Sect')).toEqual(expect.arrayContaining(['unit3', 'unit5']));
  });

  it('keeps traditional characters as they are', async () => {
    expect(await ids('數學')).toEqual(['trad']);
    expect(await ids('数学')).toEqual([]);
  });

  it('ranks a title hit above a body hit', async () => {
    const found = await ids('函数单调性');
    expect(found.indexOf('titlehit')).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('titlehit')).toBeLessThan(found.indexOf('bodyhit'));
  });

  it("never returns another teacher's private records; org and public ones by rule", async () => {
    expect(await ids('二次函数')).toEqual(expect.arrayContaining(['quad', 't2-public']));
    expect(await ids('二次函数')).not.toContain('t2-private');
    expect(await ids('二次函数')).not.toContain('t2-org');
    expect(await ids('二次函数', { uid: T1, orgIds: [SCHOOL] })).toContain('t2-org');
    expect(await ids('二次函数', { uid: T1, orgIds: [SCHOOL] })).not.toContain('t2-private');
    expect(await ids('二次函数', { uid: null })).toEqual(['t2-public']);
    expect(await ids('二次函数', { uid: T2 })).toEqual(
      expect.arrayContaining(['t2-private', 't2-org', 't2-public']),
    );
  });

  it('filters by kind', async () => {
    await index.upsert([{ ...doc('q1', '二次函数 选择题', ''), kind: 'question' }]);
    expect(await ids('二次函数')).not.toContain('q1');
    const questions = await index.search({ query: '二次函数', kinds: ['question'], viewer: mine });
    expect(questions.hits.map((h) => h.refId)).toEqual(['q1']);
    expect(questions.hits[0]?.kind).toBe('question');
  });

  it('replaces a record on upsert and forgets it on remove', async () => {
    await index.upsert([doc('tmp', '浮力', '阿基米德原理')]);
    expect(await ids('阿基米德')).toEqual(['tmp']);
    await index.upsert([doc('tmp', '电路', '欧姆定律')]);
    expect(await ids('阿基米德')).toEqual([]);
    expect(await ids('欧姆定律')).toEqual(['tmp']);
    await index.upsert([doc('tmp', '磁场', '电磁感应'), doc('tmp', '比热容', '热量计算')]);
    expect(await ids('电磁感应')).toEqual([]);
    expect(await ids('比热容')).toEqual(['tmp']);
    await index.remove('document', ['tmp', 'never-indexed']);
    expect(await ids('比热容')).toEqual([]);
    expect(await ids('欧姆定律')).toEqual([]);
  });

  it('falls back to any word when no record has all of them', async () => {
    const result = await index.search({
      query: '光合作用 勾股定理',
      kinds: ['document'],
      viewer: mine,
    });
    expect(result.keyword).toBe('or');
    expect(result.hits.map((h) => h.refId)).toEqual(expect.arrayContaining(['photo', 'pyth']));
  });

  it('pages with limit and offset', async () => {
    const all = await ids('函数');
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await index.search({
      query: '函数',
      kinds: ['document'],
      viewer: mine,
      limit: 2,
    });
    const second = await index.search({
      query: '函数',
      kinds: ['document'],
      viewer: mine,
      limit: 2,
      offset: 2,
    });
    expect(first.hasMore).toBe(true);
    expect([...first.hits, ...second.hits].map((h) => h.refId)).toEqual(all.slice(0, 4));
  });

  it('returns highlight ranges over the original text, not markup', async () => {
    const [hit] = (await index.search({ query: 'ＵＮＩＴ 3', kinds: ['document'], viewer: mine }))
      .hits;
    expect(hit?.title).toBe('Unit 3 Section A 听力练习');
    const marked = (hit?.titleRanges ?? []).map(([s, e]) => hit?.title.slice(s, e));
    expect(marked).toEqual(['Unit', '3']);
    const snippetMarks = (hit?.snippetRanges ?? []).map(([s, e]) => hit?.snippet.slice(s, e));
    expect(snippetMarks).toEqual(['Unit', '3']);
    expect(hit?.snippet).not.toContain('<');
  });

  it.each([
    ['tsquery syntax', "& | ! ( ) : * '"],
    ['syntax around a word', "函数' & !(x | y):* \\"],
    ['backslashes', '\\\\\\'],
    ['NUL', '二次\u0000函数'],
    ['10 KB of one character', '函'.repeat(10_240)],
    ['one 10 KB word', 'a'.repeat(10_240)],
    ['nothing', ''],
    ['white space', '   \t\n'],
    ['emoji', '😀🎉'],
  ])('never throws on %s', async (_label, query) => {
    const result = await index.search({ query, kinds: ['document'], viewer: mine });
    expect(Array.isArray(result.hits)).toBe(true);
  });

  it('stores hostile text safely', async () => {
    await index.upsert([doc('nul', "标题\u0000含'引号'与\\反斜杠", '正文 & | ! ( ) : *')]);
    expect(await ids('引号')).toEqual(['nul']);
    await index.remove('document', ['nul']);
  });
});

describe('vector search fused by reciprocal rank', () => {
  const synonyms = { 毕达哥拉斯定理: '勾股定理', pythagoras: '勾股定理' };
  const backends = ['auto', 'fallback'] as const;

  it.each(backends)('merges keyword and vector hits by reciprocal rank (%s)', async (mode) => {
    const fused = createSearchIndex({ database, embed: hashedEmbed(64, synonyms), vector: mode });
    const { embedded } = await fused.upsert(CORPUS);
    expect(embedded).toBe(true);
    const result = await fused.search({
      query: '毕达哥拉斯定理',
      kinds: ['document'],
      viewer: mine,
    });
    const expected = mode === 'fallback' ? 'fallback' : await fused.vectorBackend();
    expect(result.vector).toBe(expected);
    expect(result.hits[0]?.refId).toBe('pyth');
    // Keyword (any word: 定理) and vector lists both rank it first: 1/61 + 1/61.
    expect(result.keyword).toBe('or');
    expect(result.hits[0]?.score).toBeCloseTo(2 / 61, 6);
    // A keyword-only hit (韦达定理) is still in the fused list, below.
    expect(result.hits.map((h) => h.refId)).toContain('eq');
    // No keyword matches at all: the vectors alone find it.
    const onlyVectors = await fused.search({
      query: 'Pythagoras',
      kinds: ['document'],
      viewer: mine,
    });
    expect(onlyVectors.keyword).toBe('and');
    expect(onlyVectors.hits[0]?.refId).toBe('pyth');
    expect(onlyVectors.hits[0]?.score).toBeCloseTo(1 / 61, 6);
    // Visibility holds on the vector side too.
    const theirs = await fused.search({ query: '二次函数', kinds: ['document'], viewer: mine });
    expect(theirs.hits.map((h) => h.refId)).not.toContain('t2-private');
  });

  it('uses pgvector where the database has it (always on PGlite), the SQL fallback otherwise', async () => {
    const available =
      rowsOf(
        await database.db.execute(sql`select 1 from pg_available_extensions where name = 'vector'`),
      ).length > 0;
    if (database.kind === 'pglite') expect(available).toBe(true);
    const fused = createSearchIndex({ database, embed: hashedEmbed() });
    expect(await fused.vectorBackend()).toBe(available ? 'pgvector' : 'fallback');
    expect(await createSearchIndex({ database }).vectorBackend()).toBe('off');
  });

  it('keeps keyword results when the embeddings provider fails', async () => {
    const failing = createSearchIndex({
      database,
      embed: () => Promise.reject(new Error('provider down')),
    });
    const result = await failing.search({ query: '勾股定理', kinds: ['document'], viewer: mine });
    expect(result.vector).toBe('failed');
    expect(result.hits.map((h) => h.refId)).toEqual(['pyth']);
  });
});
