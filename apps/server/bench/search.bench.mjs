// Chinese search (platform/search) on 100k short school documents: the server's search call
// (jieba tokens → tsquery on a GIN-indexed `simple` tsvector, ranked by ts_rank_cd, with snippets)
// against the named peer, a `LIKE '%…%'` scan over the same rows with the same visibility filter.
// PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (a fresh database, dropped after).
// Runs against dist/: `pnpm --filter @aita/server build && pnpm --filter @aita/server bench`.
// Reports p50/p95 per method and their ratio, and how many rows each finds (recall against LIKE).
import { sql } from 'drizzle-orm';
import {
  buildTsquery,
  createFreshPostgresDatabase,
  createSearchIndex,
  indexTokens,
  MIGRATIONS_DIR,
  openPgliteDatabase,
  openPostgresDatabase,
  queryTokens,
} from '../dist/testing.js';
import { schoolCorpus } from './school-corpus.mjs';

const DOCS = 100_000;
const BATCH = 1000;
const ROUNDS = 15;
const VIEWER = { uid: 100001 }; // sees their own 1,000 documents and the 10,000 public ones
const QUERIES = [
  ['1 字', '函'],
  ['1 字', '诗'],
  ['1 字', '力'],
  ['2 字', '函数'],
  ['2 字', '浮力'],
  ['2 字', '古诗'],
  ['4+ 字', '勾股定理'],
  ['4+ 字', '一元二次方程'],
  ['4+ 字', '八年级数学 相似三角形 课件'],
  ['中英数', '二次函数 y=x^2'],
  ['中英数', 'Unit 3'],
  ['中英数', 'Section B 2a'],
  ['无结果', '量子纠缠'],
];

const rowsOf = (r) => (Array.isArray(r) ? r : (r?.rows ?? []));
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const likePattern = (q) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function load(database, index, docs) {
  const started = performance.now();
  for (let i = 0; i < docs.length; i += BATCH) {
    await index.upsert(docs.slice(i, i + BATCH).map((d) => ({ ...d, kind: 'document' })));
  }
  await database.db.execute(sql`analyze search_entries`);
  return performance.now() - started;
}

function likeQuery(database, q) {
  const pattern = likePattern(q);
  return database.db.execute(sql`
    select kind, ref_id, title, body from search_entries
    where kind = 'document' and (visibility = 'public' or owner_uid = ${VIEWER.uid})
      and (title like ${pattern} or body like ${pattern})
    order by updated_at desc
    limit 21`);
}

async function count(database, where) {
  const [row] = rowsOf(
    await database.db.execute(sql`
      select count(*)::int as n from search_entries
      where kind = 'document' and (visibility = 'public' or owner_uid = ${VIEWER.uid}) and ${where}`),
  );
  return row.n;
}

async function run(label, database) {
  await database.migrate(MIGRATIONS_DIR);
  const index = createSearchIndex({ database });
  const docs = schoolCorpus(DOCS);
  const loadMs = await load(database, index, docs);
  console.log(`\n${label}: ${DOCS} documents indexed in ${(loadMs / 1000).toFixed(1)} s`);
  const all = { search: [], like: [] };
  const table = [];
  for (const [group, q] of QUERIES) {
    const times = { search: [], like: [] };
    for (let round = 0; round < ROUNDS + 2; round++) {
      let t = performance.now();
      await index.search({ query: q, kinds: ['document'], viewer: VIEWER, limit: 20 });
      const s = performance.now() - t;
      t = performance.now();
      await likeQuery(database, q);
      const l = performance.now() - t;
      if (round < 2) continue; // warm-up
      times.search.push(s);
      times.like.push(l);
    }
    all.search.push(...times.search);
    all.like.push(...times.like);
    const tokens = queryTokens(q);
    const found = tokens.length
      ? await count(database, sql`tsv @@ to_tsquery('simple', ${buildTsquery(tokens, '&')})`)
      : 0;
    const pattern = likePattern(q);
    const liked = await count(database, sql`(title like ${pattern} or body like ${pattern})`);
    table.push({
      group,
      query: q,
      'search p50 ms': +pct(times.search, 50).toFixed(2),
      'search p95 ms': +pct(times.search, 95).toFixed(2),
      'LIKE p50 ms': +pct(times.like, 50).toFixed(2),
      'LIKE p95 ms': +pct(times.like, 95).toFixed(2),
      'rows (AND)': found,
      'rows LIKE': liked,
    });
  }
  console.table(table);
  const s50 = pct(all.search, 50);
  const s95 = pct(all.search, 95);
  const l50 = pct(all.like, 50);
  const l95 = pct(all.like, 95);
  console.log(
    `${label} all queries: search p50 ${s50.toFixed(2)} ms, p95 ${s95.toFixed(2)} ms; ` +
      `LIKE p50 ${l50.toFixed(2)} ms, p95 ${l95.toFixed(2)} ms; ` +
      `search is ${(l50 / s50).toFixed(1)}× faster at p50, ${(l95 / s95).toFixed(1)}× at p95`,
  );
  return { docs };
}

// What adding every Han character of multi-character words as its own token would cost:
// lexemes per document (tsvector size, GIN postings) on the generated corpus.
function singleCharacterCost(docs) {
  let plain = 0;
  let withChars = 0;
  for (const d of docs.slice(0, 10_000)) {
    const tokens = indexTokens(`${d.title} ${d.body}`);
    const set = new Set(tokens);
    plain += set.size;
    for (const t of tokens)
      if (t.length > 1 && /\p{Script=Han}/u.test(t)) for (const c of t) set.add(c);
    withChars += set.size;
  }
  console.log(
    `\nsingle Han characters as extra tokens: ${(plain / 10_000).toFixed(1)} → ` +
      `${(withChars / 10_000).toFixed(1)} distinct lexemes per document (×${(withChars / plain).toFixed(2)})`,
  );
}

const pglite = await openPgliteDatabase('memory://', { vector: true });
let docs;
try {
  ({ docs } = await run('PGlite', pglite));
} finally {
  await pglite.close();
}
singleCharacterCost(docs);

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const fresh = await createFreshPostgresDatabase(adminUrl);
  const postgres = await openPostgresDatabase(fresh.url);
  try {
    await run('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await fresh.drop();
  }
} else {
  console.log('\nTEST_DATABASE_URL not set: PostgreSQL not measured');
}
