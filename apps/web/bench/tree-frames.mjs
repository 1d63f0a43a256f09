// Knowledge-tree benchmark (docs/questionBank.md "Scale"): the bank's `KnowledgeTree` with a tree
// of 2,000+ nodes (20 领域 × 10 单元 × 10 知识点), built with Vite and driven in Chromium. It
// measures the longest frame while the tree first renders, while a teacher opens every branch one
// click at a time, and while a point is selected — against a named peer measured in the same page:
// the same fully opened tree written once as plain `<ul>/<li>` HTML (`innerHTML`), which is what
// the whole tree costs the browser without React. The target is no frame over 50 ms, read as the
// longest main-thread task in CPU time from a Chromium trace (wall times are printed too, but on a
// shared machine they measure its load). `pnpm --filter @aita/web bench` (before bundle-size.mjs).
/* global window, document -- the page functions run in Chromium */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.mjs';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FRAME_BUDGET_MS = 50;
const DOMAINS = 20;
const UNITS = 10;
const POINTS = 10;

/** The page: the tree, a long-task observer, and the peer, driven from the bench below. */
const MAIN = `
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { KnowledgeTree } from '${join(webDir, 'src/features/questionBank/KnowledgeTree.tsx')}';
import '${join(webDir, 'src/index.css')}';

const node = (id, name, children = []) => ({ id, name, children });
const roots = Array.from({ length: ${DOMAINS} }, (_, d) =>
  node('d' + d, '领域 ' + (d + 1) + ' 数与代数综合', Array.from({ length: ${UNITS} }, (_, u) =>
    node('d' + d + '.u' + u, '第 ' + (d + 1) + '.' + (u + 1) + ' 单元 一元一次方程及其应用',
      Array.from({ length: ${POINTS} }, (_, p) =>
        node('d' + d + '.u' + u + '.p' + p, '知识点 ' + (p + 1) + '：解含分数系数的方程')),
    )),
  ));
const total = (list) => list.reduce((n, x) => n + 1 + total(x.children), 0);

const longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });
const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
/** Long-task entries arrive after the task; give the observer a moment before reading them. */
const settle = () => new Promise((done) => setTimeout(done, 60));

let selected = null;
const host = document.getElementById('root');
const root = createRoot(host);
const draw = () =>
  root.render(<KnowledgeTree roots={roots} selectedId={selected} onSelect={(id) => { selected = id; draw(); }} />);

/** Time from an action to the next painted frame, and the long tasks seen meanwhile. */
async function measure(action) {
  const before = longTasks.length;
  const t = performance.now();
  action();
  await frame();
  const ms = performance.now() - t;
  await settle();
  return { ms, longTasks: longTasks.slice(before) };
}

window.bench = {
  nodes: total(roots),
  async render() {
    return measure(() => flushSync(draw));
  },
  async expandAll() {
    const frames = [];
    const seen = new Set();
    for (;;) {
      const next = [...host.querySelectorAll('button[aria-label^="展开"]')].find(
        (b) => !seen.has(b.getAttribute('aria-label')),
      );
      if (!next) break;
      seen.add(next.getAttribute('aria-label'));
      frames.push(await measure(() => next.click()));
    }
    return { clicks: frames.length, items: host.querySelectorAll('[role=treeitem]').length, frames };
  },
  async select() {
    const target = host.querySelector('[role=treeitem] [role=treeitem] [role=treeitem] button + button');
    return measure(() => target.click());
  },
  async peer() {
    const html = (list) => '<ul>' + list.map((x) => '<li><div><button>' + (x.children.length ? '▾' : '') +
      '</button><button>' + x.name + '</button></div>' + (x.children.length ? html(x.children) : '') + '</li>').join('') + '</ul>';
    const box = document.createElement('div');
    document.body.append(box);
    const result = await measure(() => { box.innerHTML = html(roots); });
    const items = box.querySelectorAll('li').length;
    box.remove();
    return { ...result, items };
  },
};
document.title = 'ready';
`;

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves `dir` on a free local port. */
async function serve(dir) {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      const body = await readFile(join(dir, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path || '.html')] ?? 'text/html' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

const max = (values) => values.reduce((m, v) => Math.max(m, v), 0);
const fmt = (ms) => `${ms.toFixed(1)} ms`;

async function main() {
  const dir = await mkdtemp(join(webDir, 'bench', '.tree-'));
  let browser;
  let server;
  let url;
  try {
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html lang="zh-CN"><body><div id="root" style="width:260px"></div><script type="module" src="/main.jsx"></script></body></html>',
    );
    await writeFile(join(dir, 'main.jsx'), MAIN);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [react(), tailwindcss()],
      build: { outDir: join(dir, 'dist'), emptyOutDir: true },
    });
    ({ server, url } = await serve(join(dir, 'dist')));
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(url);
    await page.waitForFunction(() => document.title === 'ready');
    const nodes = await page.evaluate(() => window.bench.nodes);
    /** Runs a step under a Chromium trace: its result and the main thread's longest task in CPU time. */
    const traced = async (step) => {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      const result = await page.evaluate(step);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      const events = trace.traceEvents ?? trace;
      const main = events.find(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
      );
      const cpu = events
        .filter(
          (e) =>
            e.name === 'RunTask' &&
            e.ph === 'X' &&
            (!main || (e.pid === main.pid && e.tid === main.tid)),
        )
        .map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
      return { ...result, cpuMax: max(cpu) };
    };
    const render = await traced(() => window.bench.render());
    const expand = await traced(() => window.bench.expandAll());
    const select = await traced(() => window.bench.select());
    const peer = await traced(() => window.bench.peer());

    const clickMs = expand.frames.map((f) => f.ms).sort((a, b) => a - b);
    const rows = [
      ['first render (roots open)', render.ms, render.cpuMax],
      [`open every branch (${expand.clicks} clicks)`, clickMs.at(-1) ?? 0, expand.cpuMax],
      ['select a point with all open', select.ms, select.cpuMax],
      ['peer: whole open tree as plain HTML', peer.ms, peer.cpuMax],
    ];
    console.log(
      `\nknowledge tree, ${nodes} nodes (${expand.items} shown when all open, peer ${peer.items}); ` +
        `longest main-thread task in CPU time (the target; wall time depends on the machine's load)`,
    );
    console.log(
      '  step                                   wall to next frame   longest task CPU   / peer CPU',
    );
    for (const [label, ms, cpu] of rows)
      console.log(
        `  ${label.padEnd(38)} ${fmt(ms).padStart(18)} ${fmt(cpu).padStart(18)}   ${(cpu / peer.cpuMax).toFixed(2)}×`,
      );
    console.log(
      `  open-one-branch wall median ${fmt(clickMs[Math.floor(clickMs.length / 2)] ?? 0)}`,
    );
    const worst = max(rows.slice(0, 3).map(([, , cpu]) => cpu));
    if (expand.items !== nodes) {
      console.error(
        `[bench] FAIL: ${expand.items} of ${nodes} nodes shown after opening every branch`,
      );
      process.exitCode = 1;
    } else if (worst > FRAME_BUDGET_MS) {
      console.error(`[bench] FAIL: a frame took ${fmt(worst)} (budget ${FRAME_BUDGET_MS} ms)`);
      process.exitCode = 1;
    } else {
      console.log(`[bench] ok: no frame over ${FRAME_BUDGET_MS} ms (slowest ${fmt(worst)})`);
    }
  } finally {
    await browser?.close();
    server?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
