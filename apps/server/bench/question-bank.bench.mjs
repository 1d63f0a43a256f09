// The question bank (docs/questionBank.md "Scale") over BENCH_QUESTIONS (default 200,000)
// platform questions: the bank's own list call — a filtered browse (knowledge point with its
// descendants + type + difficulty) and a keyword search through the shared index with the column
// filters inside the same query (alone and with 学段/题型/难度) — against the
// named peer measured in the same run, a plain `LIKE '%…%'` scan of stems and analyses with the
// same scope and column filters. The ratio of the two p95s is the result. Then 智能组卷 as
// `/paper/assemble` runs it (docs/examPaper.md "Smart assembly"): the teacher's visible 初中数学
// candidates on three domains read from the loaded bank, then core's `assemblePaper` to a 24-question,
// 120-point paper at 难度系数 0.65 — read and assembly timed apart. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
// Runs against dist/: `pnpm --filter @aita/server build && node bench/question-bank.bench.mjs`.
import { assemblePaper, seededRandom } from '@aita/core';
import { sql } from 'drizzle-orm';
import {
  createFreshPostgresDatabase,
  createPaperBank,
  createQuestionBankService,
  createTextbookService,
  MIGRATIONS_DIR,
  openPgliteDatabase,
  openPostgresDatabase,
  seedQuestionBank,
} from '../dist/testing.js';

const N = Number(process.env.BENCH_QUESTIONS ?? 200_000);
const BATCH = 4000;
const ROUNDS = 15;
/** Keywords, alone and with the column filters the bank applies inside the same query. */
const KEYWORDS = [
  ['勾股定理', {}],
  ['一元二次方程', {}],
  ['平均数', {}],
  ['方程', {}],
  ['分数 通分', {}],
  ['量子纠缠', {}],
  ['方程', { period: 2, type: 'fill' }],
  ['计算', { period: 1, difficulty: 2 }],
];
const BROWSE = [
  { knowledgePointId: 'jm.num.eq', type: 'fill' },
  { knowledgePointId: 'pm.num', difficulty: 2 },
  { knowledgePointId: 'jm.geo.tri.pyth', type: 'fill', difficulty: 2 },
];

const rowsOf = (r) => (Array.isArray(r) ? r : (r?.rows ?? []));
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const likePattern = (q) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * N platform questions made from the seed's, each with its own number so no two rows are equal,
 * loaded in SQL: the questions, their knowledge points and their index rows copied from the
 * seeded question they repeat (the index row's tsvector gets the number's tokens added, at the
 * title's weight). The seed's rows were made by the bank's own indexing (seedQuestionBank), so
 * the copies are what `searchEntryOf` + the index would write, without tokenising 200,000 texts
 * in JavaScript — the load is not what is measured.
 */
async function load(database) {
  const started = performance.now();
  await database.db.execute(sql`
    create temporary table bench_src as
      select (row_number() over (order by id) - 1)::int as k, id from questions where scope = 'platform'`);
  const [{ n: kinds }] = rowsOf(
    await database.db.execute(sql`select count(*)::int as n from bench_src`),
  );
  for (let start = 0; start < N; start += BATCH) {
    const end = Math.min(N, start + BATCH) - 1;
    const [{ before }] = rowsOf(
      await database.db.execute(sql`select coalesce(max(id), 0)::int as before from questions`),
    );
    await database.db.execute(sql`
      insert into questions (seed_key, scope, period, subject, grade, type, difficulty, stem, options, answer, analysis, source, year, cognitive_level, chapter_id)
      select 'bench-' || g, 'platform', s.period, s.subject, s.grade, s.type, s.difficulty,
        s.stem || '（练习 ' || g || '）', s.options, s.answer, s.analysis, s.source, s.year, s.cognitive_level, s.chapter_id
      from generate_series(${start}::int, ${end}::int) g
      join bench_src t on t.k = g % ${kinds}
      join questions s on s.id = t.id`);
    await database.db.execute(sql`
      insert into question_knowledge_points (question_id, knowledge_point_id)
      select b.id, l.knowledge_point_id
      from questions b
      join bench_src t on t.k = substring(b.seed_key from 7)::int % ${kinds}
      join question_knowledge_points l on l.question_id = t.id
      where b.id > ${before}`);
    await database.db.execute(sql`
      insert into search_entries (kind, ref_id, owner_uid, org_id, visibility, title, body, tsv, updated_at)
      select 'question', b.id::text, null, null, 'public', b.stem, e.body,
        e.tsv || setweight(to_tsvector('simple', '练习 ' || substring(b.seed_key from 7)), 'A'), now()
      from questions b
      join bench_src t on t.k = substring(b.seed_key from 7)::int % ${kinds}
      join search_entries e on e.kind = 'question' and e.ref_id = t.id::text
      where b.id > ${before}`);
  }
  await database.db.execute(sql`analyze`);
  return { loadMs: performance.now() - started };
}

/** The peer: a plain LIKE scan of stems and analyses, with the same scope and column filters. */
function like(database, q, filter) {
  const pattern = likePattern(q);
  const where = sql.join(
    [
      sql`scope = 'platform'`,
      sql`(stem like ${pattern} or analysis like ${pattern})`,
      ...(filter.period ? [sql`period = ${filter.period}`] : []),
      ...(filter.type ? [sql`type = ${filter.type}`] : []),
      ...(filter.difficulty ? [sql`difficulty = ${filter.difficulty}`] : []),
    ],
    sql` and `,
  );
  return Promise.all([
    database.db.execute(
      sql`select id, stem from questions where ${where} order by grade, id limit 10`,
    ),
    database.db.execute(sql`select count(*)::int as n from questions where ${where}`),
  ]);
}

async function time(fn) {
  const t = performance.now();
  const result = await fn();
  return [performance.now() - t, result];
}

async function run(label, database) {
  await database.migrate(MIGRATIONS_DIR);
  await seedQuestionBank(database);
  const [org] = rowsOf(
    await database.db.execute(
      sql`insert into orgs (name, join_code) values ('基准学校', 'BENCHQB1') returning id`,
    ),
  );
  const [user] = rowsOf(
    await database.db
      .execute(sql`insert into users (phone, password_hash, tal_id, uname, cur_org_id)
      values ('13911112222', 'x', 'benchqb', '基准老师', ${org.id}) returning id`),
  );
  await database.db.execute(
    sql`insert into org_members (org_id, user_id, role) values (${org.id}, ${user.id}, 'teacher')`,
  );
  const { loadMs } = await load(database);
  const bank = createQuestionBankService({
    db: database.db,
    textbook: createTextbookService(database.db),
  });
  console.log(`\n${label}: ${N} questions loaded and indexed in ${(loadMs / 1000).toFixed(1)} s`);
  const table = [];
  const all = { browse: [], keyword: [], like: [] };
  for (const filter of BROWSE) {
    const times = [];
    let total = 0;
    for (let round = 0; round < ROUNDS + 2; round++) {
      const [ms, page] = await time(() =>
        bank.list(user.id, { scope: 'platform', page: 1 + (round % 5), pageSize: 10, ...filter }),
      );
      total = page.total;
      if (round >= 2) times.push(ms);
    }
    all.browse.push(...times);
    table.push({
      call: 'browse',
      query: JSON.stringify(filter),
      'p50 ms': +pct(times, 50).toFixed(1),
      'p95 ms': +pct(times, 95).toFixed(1),
      rows: total,
    });
  }
  for (const [q, filter] of KEYWORDS) {
    const kw = [];
    const lk = [];
    let found = 0;
    let liked = 0;
    for (let round = 0; round < ROUNDS + 2; round++) {
      const [a, page] = await time(() =>
        bank.list(user.id, { scope: 'platform', keyword: q, page: 1, pageSize: 10, ...filter }),
      );
      const [b, [, counted]] = await time(() => like(database, q, filter));
      found = page.total;
      liked = rowsOf(counted)[0]?.n ?? 0;
      if (round >= 2) {
        kw.push(a);
        lk.push(b);
      }
    }
    all.keyword.push(...kw);
    all.like.push(...lk);
    table.push({
      call: 'keyword',
      query: `${q} ${JSON.stringify(filter)}`,
      'p50 ms': +pct(kw, 50).toFixed(1),
      'p95 ms': +pct(kw, 95).toFixed(1),
      rows: found,
    });
    table.push({
      call: 'LIKE scan',
      query: `${q} ${JSON.stringify(filter)}`,
      'p50 ms': +pct(lk, 50).toFixed(1),
      'p95 ms': +pct(lk, 95).toFixed(1),
      rows: liked,
    });
  }
  console.table(table);
  await assembly(label, database, user.id);
  const kw95 = pct(all.keyword, 95);
  const like95 = pct(all.like, 95);
  console.log(
    `${label} ${N} questions: browse p95 ${pct(all.browse, 95).toFixed(1)} ms; keyword p95 ${kw95.toFixed(1)} ms; ` +
      `LIKE scan p95 ${like95.toFixed(1)} ms; keyword/LIKE p95 ratio ${(kw95 / like95).toFixed(2)} ` +
      `(${kw95 < like95 ? `keyword ${(like95 / kw95).toFixed(1)}× faster` : `keyword ${(kw95 / like95).toFixed(1)}× slower`})`,
  );
}

const ASSEMBLY = {
  types: [
    { type: 'single', count: 10, score: 3 },
    { type: 'fill', count: 8, score: 3 },
    { type: 'solution', count: 6, score: 11 },
  ],
  targetDifficulty: 0.65,
  knowledgePointIds: ['jm.num', 'jm.geo', 'jm.stat'],
};

/** 智能组卷 over the loaded bank: the candidates' read and core's choice, timed apart. */
async function assembly(label, database, uid) {
  const paperBank = createPaperBank(database.db);
  const reads = [];
  const picks = [];
  let found = 0;
  let difficulty = 0;
  for (let round = 0; round < 7; round++) {
    const [read, { candidates, names }] = await time(() =>
      paperBank.candidates(uid, {
        period: 2,
        subject: 2,
        pointIds: ASSEMBLY.knowledgePointIds,
        types: ASSEMBLY.types.map((t) => t.type),
      }),
    );
    const [pick, result] = await time(async () =>
      assemblePaper(candidates, ASSEMBLY, {
        random: seededRandom(round + 1),
        pointName: (id) => names.get(id) ?? id,
      }),
    );
    found = candidates.length;
    difficulty = result.difficulty;
    if (round >= 2) {
      reads.push(read);
      picks.push(pick);
    }
  }
  console.log(
    `${label} 智能组卷 over ${N} questions (${found} candidates): read p50 ${pct(reads, 50).toFixed(0)} ms ` +
      `p95 ${pct(reads, 95).toFixed(0)} ms; assemble p50 ${pct(picks, 50).toFixed(1)} ms ` +
      `p95 ${pct(picks, 95).toFixed(1)} ms; 难度系数 ${difficulty.toFixed(2)} (target 0.65)`,
  );
}

// Loading 200,000 rows on a shared machine can hold the worker past the default 15 s deadline.
const pglite = await openPgliteDatabase('memory://', { vector: false, timeoutMs: 300_000 });
try {
  await run('PGlite', pglite);
} finally {
  await pglite.close();
}
if (process.env.TEST_DATABASE_URL) {
  const fresh = await createFreshPostgresDatabase(process.env.TEST_DATABASE_URL);
  const pg = await openPostgresDatabase(fresh.url);
  try {
    await run('PostgreSQL', pg);
  } finally {
    await pg.close();
    await fresh.drop();
  }
}
