// Lighthouse benchmark ("Serving cost", issue #25): Lighthouse's default mobile configuration
// (emulated mid-range phone, simulated slow 4G and 4× CPU slowdown), performance category only, on
// the three first routes of the built app served by the real server (apps/server/dist, a fresh
// embedded database, NODE_ENV=production: precompressed assets, the CSP, cache headers), and on a
// bare static page served by the same server in the same run (the peer: what this machine and
// Lighthouse give a page with no script at all). A first visit: no login, so /chat/index shows its
// logged-out state (the chat page with its 登录 prompt).
//
// Builds nothing: run `pnpm build` (or `vite build` and `pnpm --filter @aita/server build`) first.
// `node bench/lighthouse.mjs [--dist <built web dir>] [--runs N] [--reports <dir>]`: N runs per
// page, the median printed (default 1); `--reports` keeps each page's Lighthouse JSON there.
// Prints each figure with its target and verdict; exits non-zero only when a run fails.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = resolve(webDir, '../server/dist/server.js');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const ROUTES = ['/home/index', '/apps/index', '/chat/index'];
const PEER = '/bench-peer.html';
/** A page with no script: the same server, headers and font stack, nothing to run. */
const PEER_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="description" content="对照页"><title>对照页</title></head>
<body style="margin:0;font-family:'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif">
<h1 style="margin:0;padding:16px;font-size:20px">AI教学助手</h1>
<p style="padding:0 16px">没有脚本的静态页，与应用由同一个服务器送出，作为同一轮测量的对照。</p>
</body></html>
`;

/** Targets: the issue's (score, LCP); Lighthouse's "good" thresholds (FCP, TBT); the JS budget. */
const TARGETS = [
  { key: 'score', label: 'score', target: 95, higher: true, format: (v) => v.toFixed(0) },
  { key: 'lcp', label: 'LCP', target: 2200, format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'fcp', label: 'FCP', target: 1800, format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'tbt', label: 'TBT', target: 200, format: (v) => `${v.toFixed(0)} ms` },
  {
    key: 'js',
    label: 'JS transferred',
    target: 170_000,
    format: (v) => `${(v / 1000).toFixed(1)} KB`,
  },
];

async function freePort() {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Starts a child and resolves with the first match of `pattern` in its output. */
function startChild(command, args, options, pattern, what) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const matched = new Promise((done, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start in 120 s:\n${output}`)),
      120_000,
    );
    const onData = (chunk) => {
      output += chunk.toString('utf8');
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${output}`));
    });
  });
  return { child, matched };
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** One Lighthouse run: the figures this bench prints. */
async function measure(url, port, reportDir) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportDir)
    await writeFile(
      join(reportDir, `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}.json`),
      JSON.stringify(lhr),
    );
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.details?.type === 'opportunity')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const lcpElement =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  return {
    score: (lhr.categories.performance.score ?? 0) * 100,
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    js: scripts?.transferSize ?? 0,
    opportunities,
    lcpElement,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      runs: { type: 'string', default: '1' },
      reports: { type: 'string' },
    },
  });
  const webDist = resolve(values.dist ?? join(webDir, 'dist'));
  const runs = Math.max(1, Number(values.runs));
  if (values.reports) await mkdir(values.reports, { recursive: true });
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error(`${webDist} is not built: run \`pnpm --filter @aita/web build\` first.`);
  if (!existsSync(serverEntry))
    throw new Error(`${serverEntry} is missing: run \`pnpm --filter @aita/server build\`.`);

  const temp = await mkdtemp(join(tmpdir(), 'aita-lighthouse-'));
  const servedDist = join(temp, 'web');
  const children = [];
  try {
    // The built app as it is, plus the peer page beside it (the build output is left untouched).
    await cp(webDist, servedDist, { recursive: true });
    await writeFile(join(servedDist, PEER.slice(1)), PEER_HTML);
    const port = await freePort();
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const server = startChild(
      process.execPath,
      [serverEntry],
      {
        cwd: resolve(webDir, '../server'),
        env: {
          ...inherited,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
          DATA_DIR: join(temp, 'data'),
          WEB_DIST: servedDist,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
        },
      },
      /AITA listening on (http:\/\/\S+)/,
      'the server',
    );
    children.push(server.child);
    const [, origin] = await server.matched;

    const chromium = startChild(
      chromiumPath,
      [
        ...CHROMIUM_FLAGS,
        '--remote-debugging-port=0',
        `--user-data-dir=${join(temp, 'chromium')}`,
        'about:blank',
      ],
      {},
      /DevTools listening on ws:\/\/[^:]+:(\d+)\//,
      'Chromium',
    );
    children.push(chromium.child);
    const debugPort = Number((await chromium.matched)[1]);

    const pages = [...ROUTES, PEER];
    const results = new Map();
    // Interleaved (every page once, then again), so a burst of load on the machine hits all alike.
    for (let run = 0; run < runs; run += 1) {
      for (const path of pages) {
        const figures = await measure(`${origin}${path}`, debugPort, values.reports);
        results.set(path, [...(results.get(path) ?? []), figures]);
      }
    }

    const summary = new Map(
      pages.map((path) => {
        const list = results.get(path);
        const entry = Object.fromEntries(
          TARGETS.map(({ key }) => [key, median(list.map((f) => f[key]))]),
        );
        return [path, { ...entry, last: list.at(-1) }];
      }),
    );
    const peer = summary.get(PEER);
    console.log(
      `\nLighthouse mobile (default config, performance), ${runs} run(s) per page, median; served by apps/server/dist from ${webDist}`,
    );
    console.log('a first visit: not logged in (/chat/index shows its logged-out state)\n');
    for (const path of pages) {
      const figures = summary.get(path);
      console.log(path === PEER ? `${path} (peer: a static page with no script)` : path);
      for (const { key, label, target, higher, format } of TARGETS) {
        const value = figures[key];
        const met = higher ? value >= target : value <= target;
        const ratio =
          path === PEER || !peer[key] ? '' : `  ${(value / peer[key]).toFixed(2)}× the peer`;
        const verdict = path === PEER ? '' : met ? '  ok' : '  NOT MET';
        console.log(
          `  ${label.padEnd(15)} ${format(value).padStart(9)}  target ${higher ? '≥' : '≤'} ${format(target)}${verdict}${ratio}`,
        );
      }
      if (figures.last.lcpElement) console.log(`  LCP element: ${figures.last.lcpElement}`);
      if (figures.last.opportunities.length > 0)
        console.log(`  opportunities: ${figures.last.opportunities.join(', ')}`);
    }
  } finally {
    for (const child of children.reverse()) await stop(child);
    await rm(temp, { recursive: true, force: true });
  }
}

await main();
