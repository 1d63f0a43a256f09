// Read throughput of the hot GET/POST answers (50 connections, autocannon) against the named peer,
// a bare Fastify `hello` measured in the same run and process. PGlite always; PostgreSQL as well
// when TEST_DATABASE_URL is set. Runs against dist/:
// `pnpm --filter @aita/server build && node bench/http.bench.mjs` (part of `pnpm bench`).
// Targets: app list ≥ 1/20 of hello (a cached, precompressed body per catalogue version and
// viewer); a GET with a matching If-None-Match answers 304; user/info (a private read: the
// session cache, then the cached answer) ≥ 1/10; the conversation list of a teacher with
// CONVERSATIONS conversations (asked through the API), a page of 100 as the web app asks, ≥ 1/15.
// Each target is printed with its verdict (ok / NOT MET); only the app list's fails the run.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { registerOnTestServer, startTestServer } from '../dist/testing.js';

const CONNECTIONS = 50;
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200);
/** Read targets, as the largest allowed hello/endpoint ratio, printed with a verdict. */
const TARGETS = [
  ['POST /v1/user/info', 10],
  ['POST /v1/aitalk/mylist', 15],
];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** What a browser sends: it accepts brotli, so a precompressed body goes out as it is. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' };

function cannon(url, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function hello() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  try {
    return await cannon(`http://127.0.0.1:${port}/`);
  } finally {
    await app.close();
  }
}

/** `count` new conversations of the teacher, each one question answered to its end. */
async function askQuestions(url, token, count) {
  let asked = 0;
  const one = async () => {
    while (asked < count) {
      asked += 1;
      const res = await fetch(`${url}/v2/aiassistant/question`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': token },
        body: JSON.stringify({ content: `第 ${asked} 个问题：怎样上好一节复习课？` }),
      });
      await res.text();
    }
  };
  await Promise.all(Array.from({ length: 8 }, one));
  const listed = await fetch(`${url}/v1/aitalk/mylist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify({ page: 1, pageSize: 1 }),
  }).then((r) => r.json());
  if (listed.data?.total !== count) {
    throw new Error(`expected ${count} conversations, the list says ${JSON.stringify(listed)}`);
  }
}

async function server(label, postgres) {
  const srv = await startTestServer({
    postgres,
    // The teacher's conversations are asked for through the API, several at once.
    env: { LOG_LEVEL: 'fatal', AI_QUESTIONS_PER_MINUTE: '10000', AI_MAX_STREAMS_PER_USER: '8' },
  });
  try {
    const probe = await fetch(`${srv.url}/v1/app/recommend`);
    const etag = probe.headers.get('etag');
    // A teacher's token, for the private reads (the session cache serves its lookups).
    const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const registered = await registerOnTestServer(srv.url, { phone, password: 'bench-2026-pass' });
    const token = registered.data.token;
    await askQuestions(srv.url, token, CONVERSATIONS);
    const rows = [
      [
        'POST /v1/app/index/list',
        { method: 'POST', url: `${srv.url}/v1/app/index/list`, headers: BROWSER, body: '{}' },
      ],
      ['GET /v1/app/recommend', { url: `${srv.url}/v1/app/recommend`, headers: BROWSER }],
      [
        'GET /v1/app/recommend (304)',
        {
          url: `${srv.url}/v1/app/recommend`,
          headers: { ...BROWSER, 'if-none-match': etag ?? '' },
        },
        etag !== null,
      ],
      ['GET /v1/qrcode/list', { url: `${srv.url}/v1/qrcode/list`, headers: BROWSER }],
      [
        'POST /v1/user/info',
        {
          method: 'POST',
          url: `${srv.url}/v1/user/info`,
          headers: { ...BROWSER, 'x-token': token },
          body: '{}',
        },
      ],
      [
        'POST /v1/aitalk/mylist',
        {
          method: 'POST',
          url: `${srv.url}/v1/aitalk/mylist`,
          headers: { ...BROWSER, 'x-token': token },
          body: JSON.stringify({ page: 1, pageSize: 100 }),
        },
      ],
    ];
    const results = [];
    for (const [name, { url, ...opts }, applicable = true] of rows) {
      if (!applicable) {
        results.push({ name, skipped: 'no ETag' });
        continue;
      }
      const r = await cannon(url, opts);
      results.push({ name, r });
    }
    return { label, results };
  } finally {
    await srv.close();
  }
}

const peer = await hello();
const runs = [await server('PGlite', false)];
if (process.env.TEST_DATABASE_URL)
  runs.push(await server('PostgreSQL', process.env.TEST_DATABASE_URL));
const anchor = await hello();
const helloRps = (peer.requests.average + anchor.requests.average) / 2;

console.log(
  `\nHTTP reads, ${CONNECTIONS} connections × ${SECONDS} s (autocannon); anchor: bare Fastify hello ${Math.round(helloRps)} req/s (before ${Math.round(peer.requests.average)}, after ${Math.round(anchor.requests.average)})`,
);
let failed = false;
for (const { label, results } of runs) {
  console.log(`\n${label}`);
  for (const { name, r, skipped } of results) {
    if (skipped) {
      console.log(`  ${name.padEnd(30)} skipped (${skipped})`);
      continue;
    }
    const rps = r.requests.average;
    const errors = r.errors + r.timeouts + (r.non2xx - (name.includes('(304)') ? r['3xx'] : 0));
    console.log(
      `  ${name.padEnd(30)} ${String(Math.round(rps)).padStart(7)} req/s  1/${(helloRps / rps).toFixed(1).padStart(5)} of hello  p99 ${String(r.latency.p99).padStart(4)} ms  ${Math.round(r.throughput.average / 1024)} KB/s${errors ? `  ${errors} errors` : ''}`,
    );
    if (errors) failed = true;
    const target = TARGETS.find(([prefix]) => name === prefix)?.[1];
    if (target) {
      const verdict = helloRps / rps <= target ? 'ok' : 'NOT MET';
      console.log(`  ${''.padEnd(30)} target ≥ 1/${target} of hello: ${verdict}`);
    }
    if (name.startsWith('POST /v1/app/index/list') && helloRps / rps > 20) {
      console.error(
        `[bench] FAIL: app list ${label} is 1/${(helloRps / rps).toFixed(1)} of hello (target ≥ 1/20)`,
      );
      failed = true;
    }
  }
}
if (failed) process.exit(1);
console.log('\n[bench] ok');
