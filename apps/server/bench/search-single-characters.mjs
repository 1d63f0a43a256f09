// The measurement behind "Single Han characters: measured, not added" in
// docs/architecture/search.md: the benchmark's 100k documents in two tables on PostgreSQL, one with
// the index's tokens, one with each Han character of multi-character words added at weight D;
// index size, load time, rows found and query time for one- and multi-character queries.
// By hand, after a build: TEST_DATABASE_URL=postgres://… node bench/search-single-characters.mjs
import pg from 'pg';
import { createFreshPostgresDatabase, indexTokens } from '../dist/testing.js';
import { schoolCorpus } from './school-corpus.mjs';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log('TEST_DATABASE_URL not set: nothing measured');
  process.exit(0);
}
const QUERIES = ['函', '诗', '力', '学', '数', '函数', '勾股定理'];
const ROUNDS = 10;
const HAN = /\p{Script=Han}/u;

const fresh = await createFreshPostgresDatabase(adminUrl);
const client = new pg.Client({ connectionString: fresh.url });
await client.connect();
try {
  const docs = schoolCorpus(100_000);
  for (const variant of ['plain', 'chars']) {
    const table = `t_${variant}`;
    await client.query(`create table ${table} (id int primary key, tsv tsvector not null)`);
    await client.query(`create index ${table}_gin on ${table} using gin (tsv)`);
    const started = performance.now();
    for (let i = 0; i < docs.length; i += 1000) {
      const ids = [];
      const titles = [];
      const bodies = [];
      const extras = [];
      docs.slice(i, i + 1000).forEach((d, j) => {
        const title = indexTokens(d.title);
        const body = indexTokens(d.body);
        ids.push(i + j);
        titles.push(title.join(' '));
        bodies.push(body.join(' '));
        const singles =
          variant === 'chars'
            ? [...title, ...body].filter((t) => t.length > 1 && HAN.test(t)).flatMap((t) => [...t])
            : [];
        extras.push(singles.join(' '));
      });
      await client.query(
        `insert into ${table}
         select id, setweight(to_tsvector('simple', t), 'A') || setweight(to_tsvector('simple', b), 'B')
           || setweight(to_tsvector('simple', e), 'D')
         from unnest($1::int[], $2::text[], $3::text[], $4::text[]) as u(id, t, b, e)`,
        [ids, titles, bodies, extras],
      );
    }
    await client.query(`analyze ${table}`);
    const loadS = (performance.now() - started) / 1000;
    const { rows } = await client.query(
      `select pg_relation_size('${table}_gin') as gin, pg_total_relation_size('${table}') as total`,
    );
    const size = rows[0];
    const results = {};
    for (const q of QUERIES) {
      const tsquery = `'${q}':*`;
      const times = [];
      for (let round = 0; round < ROUNDS + 2; round++) {
        const t = performance.now();
        await client.query(
          `select id, ts_rank_cd('{0.1, 0, 0.2, 1}', tsv, q) as s
           from ${table}, to_tsquery('simple', $1) as q where tsv @@ q order by s desc limit 20`,
          [tsquery],
        );
        if (round >= 2) times.push(performance.now() - t);
      }
      const counted = await client.query(
        `select count(*)::int as n from ${table}, to_tsquery('simple', $1) as q where tsv @@ q`,
        [tsquery],
      );
      times.sort((a, b) => a - b);
      results[q] =
        `${counted.rows[0].n} rows, p50 ${times[ROUNDS / 2].toFixed(1)} ms, ` +
        `p95 ${times[ROUNDS - 1].toFixed(1)} ms`;
    }
    console.log(
      `${variant}: load ${loadS.toFixed(1)} s, GIN ${(size.gin / 1e6).toFixed(1)} MB, ` +
        `table and indexes ${(size.total / 1e6).toFixed(1)} MB`,
    );
    console.table(results);
  }
} finally {
  await client.end();
  await fresh.drop();
}
