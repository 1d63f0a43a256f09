import { describe, expect, it } from 'vitest';
import { buildAppSearchIndex, MatchRank, type SearchableApp } from './search-index';

const app = (id: number, name: string, description = ''): SearchableApp => ({
  id,
  name,
  description,
  sort: id,
});

/** Naive reference: every app whose name or description contains the query. */
function naive(apps: SearchableApp[], q: string): number[] {
  const n = q.normalize('NFKC').toLowerCase();
  return apps
    .filter(
      (a) =>
        a.name.normalize('NFKC').toLowerCase().includes(n) ||
        a.description.normalize('NFKC').toLowerCase().includes(n),
    )
    .map((a) => a.id)
    .sort((x, y) => x - y);
}

const SYLLABLES = '作文批改数学语文英语课件教案试卷出题评语阅读理解古诗词单元目标班会家长沟通实验';

/** `n` generated apps of 3–8 characters with 10–40-character descriptions (deterministic). */
function generate(n: number): SearchableApp[] {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const text = (min: number, max: number) => {
    const len = min + Math.floor(rand() * (max - min + 1));
    let s = '';
    for (let i = 0; i < len; i++) s += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
    return s;
  };
  return Array.from({ length: n }, (_, i) => app(i + 1, text(3, 8), text(10, 40)));
}

describe(buildAppSearchIndex, () => {
  it('ranks exact name, name prefix, name contains, then description', () => {
    const index = buildAppSearchIndex([
      app(1, '英语作文批改', '英语作文'),
      app(2, '作文范文', ''),
      app(3, '课件生成', '可以为作文课生成课件'),
      app(4, '作文', ''),
      app(5, '作文批改', '批改学生作文'),
      app(6, '口算练习', '数学'),
    ]);
    expect(index.search('作文')).toEqual([
      { id: 4, rank: MatchRank.EXACT_NAME },
      { id: 2, rank: MatchRank.NAME_PREFIX },
      { id: 5, rank: MatchRank.NAME_PREFIX },
      { id: 1, rank: MatchRank.NAME_CONTAINS },
      { id: 3, rank: MatchRank.DESCRIPTION },
    ]);
    expect(index.search('作文', 2).map((h) => h.id)).toEqual([4, 2]);
  });

  it('finds one-character, two-character and long queries, NFKC and case-insensitively', () => {
    const index = buildAppSearchIndex([app(1, 'PPT课件大纲', '生成幻灯片'), app(2, '数学', '')]);
    expect(index.search('数').map((h) => h.id)).toEqual([2]);
    expect(index.search('ｐｐｔ').map((h) => h.id)).toEqual([1]);
    expect(index.search('  ppt课件 ').map((h) => h.id)).toEqual([1]);
    expect(index.search('课件大纲生成')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
    expect(index.search('%')).toEqual([]);
    expect(index.search('😀')).toEqual([]);
  });

  it('does not match across the name/description boundary', () => {
    const index = buildAppSearchIndex([app(1, '作文', '批改')]);
    expect(index.search('文批')).toEqual([]);
  });

  it('agrees with a naive scan on 10,000 generated apps, and is faster', () => {
    const apps = generate(10_000);
    const t0 = performance.now();
    const index = buildAppSearchIndex(apps);
    const buildMs = performance.now() - t0;
    const queries = ['作', '作文', '批改', '数学语', '古诗词单元', '家长沟通实验', '无', 'x'];
    for (const q of queries) {
      expect(
        index
          .search(q)
          .map((h) => h.id)
          .sort((x, y) => x - y),
        q,
      ).toEqual(naive(apps, q));
    }
    const time = (fn: () => unknown) => {
      const start = performance.now();
      for (let i = 0; i < 20; i++) fn();
      return (performance.now() - start) / 20;
    };
    const indexed = time(() => index.search('古诗词单元'));
    const scanned = time(() => naive(apps, '古诗词单元'));
    // Measured numbers go to docs/apps.md "Search"; printed so a run shows them.
    console.info(
      `search index, 10,000 apps: build ${buildMs.toFixed(1)} ms; ` +
        `5-char query ${indexed.toFixed(3)} ms vs naive scan ${scanned.toFixed(3)} ms; ` +
        `2-char 作文 ${time(() => index.search('作文')).toFixed(3)} ms`,
    );
    // Generous: the shared 2-core machine measured 190–940 ms depending on load.
    expect(buildMs).toBeLessThan(5000);
    expect(indexed).toBeLessThan(scanned);
  });
});
