// Bundle-size benchmark ("Performance" budget): the JavaScript each first route (/home/index,
// /apps/index, /chat/index) loads before it can show anything, gzip-compressed, as a ratio of the
// 170 KB budget and of a bare React + Redux + react-router shell built the same way in the same
// run. The rich-text renderer (markdown-it, KaTeX) is a dynamic import: it is not in any first
// load (the chat fetches it when an answer needs it or when idle). `pnpm --filter @aita/web bench`.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_BYTES = 170_000; // 170 KB gzip, decimal kilobytes as Vite reports them
/** Each first route and the manifest key of its lazy page chunk (also preloaded by its page). */
const ROUTES = JSON.parse(await readFile(join(webDir, 'build/first-routes.json'), 'utf8'));
/** Text that only KaTeX or markdown-it bundles contain. */
const FORBIDDEN = [
  { name: 'KaTeX', pattern: /KaTeX parse error|katex-display|\\\\displaystyle/ },
  { name: 'markdown-it', pattern: /markdown-it|MarkdownIt|Too many nested|linkify-it/ },
];

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Manifest keys of `start` and every chunk it imports statically (not dynamic imports). */
function staticClosure(manifest, starts) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  starts.forEach(visit);
  return [...seen];
}

/** The initial JavaScript of an app: its entry's static closure plus `extra` route chunks. */
async function initialJs(distDir, extraKeys = []) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error(`no entry in ${manifestPath}`);
  for (const key of extraKeys) {
    if (!manifest[key])
      throw new Error(`${key} is not in the manifest (is it still a lazy route?)`);
  }
  const keys = staticClosure(manifest, [entry, ...extraKeys]);
  const files = [];
  for (const key of keys) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const buffer = await readFile(join(distDir, file));
    files.push({ key, file, raw: buffer.length, gzip: gzipSize(buffer), text: buffer.toString() });
  }
  const css = keys.flatMap((key) => manifest[key].css ?? []);
  return { files, css, gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

/** Builds a bare React + Redux Toolkit + react-redux + react-router app like ours. */
async function buildShell() {
  const dir = await mkdtemp(join(webDir, 'bench', '.shell-'));
  try {
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
    );
    await writeFile(
      join(dir, 'main.jsx'),
      `import { configureStore, createSlice } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router';
const slice = createSlice({ name: 'home', initialState: { text: 'hello' }, reducers: {} });
const store = configureStore({ reducer: { home: slice.reducer } });
function Home() { return <h1>{useSelector((s) => s.home.text)}</h1>; }
function Routes() { return useRoutes([{ path: '/', element: <Home /> }]); }
createRoot(document.getElementById('root')).render(
  <StrictMode><Provider store={store}><BrowserRouter><Routes /></BrowserRouter></Provider></StrictMode>,
);
`,
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: join(dir, 'dist'), manifest: true, emptyOutDir: true },
    });
    return await initialJs(join(dir, 'dist'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  // Always a fresh build, in a temp dir: a dist/ left from before the last edit would lie.
  const distDir = await mkdtemp(join(webDir, 'bench', '.home-'));
  const routes = [];
  try {
    await build({ root: webDir, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
    for (const route of ROUTES)
      routes.push({ ...route, js: await initialJs(distDir, [route.key]) });
  } finally {
    await rm(distDir, { recursive: true, force: true });
  }
  const shell = await buildShell();

  const failures = [];
  for (const { path, js } of routes) {
    console.log(`\n${path} first-load JavaScript (entry + static imports + route chunk):`);
    for (const file of [...js.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${file.file.padEnd(44)} ${kb(file.raw).padStart(10)} raw ${kb(file.gzip).padStart(9)} gzip`,
      );
    }
    if (js.gzip > BUDGET_BYTES) {
      failures.push(`${path}: first-load JS ${kb(js.gzip)} gzip exceeds ${kb(BUDGET_BYTES)}`);
    }
    for (const { name, pattern } of FORBIDDEN) {
      const hit = js.files.find((file) => pattern.test(file.text));
      if (hit) failures.push(`${path}: ${name} is in the first-load JavaScript (${hit.file})`);
    }
    const heavyCss = js.css.filter((file) => /katex/i.test(file));
    if (heavyCss.length > 0)
      failures.push(`${path}: KaTeX CSS loads at once: ${heavyCss.join(', ')}`);
  }

  console.log(
    `\nfirst-load JavaScript per route, gzip -9 (budget ${kb(BUDGET_BYTES)}; anchor: a bare`,
  );
  console.log(`React + Redux + router shell built in this run, ${kb(shell.gzip)}):`);
  console.log(
    `  ${'route'.padEnd(12)} ${'gzip'.padStart(9)}  ${'/ budget'.padStart(8)}  ${'/ shell'.padStart(7)}`,
  );
  for (const { path, js } of routes) {
    console.log(
      `  ${path.padEnd(12)} ${kb(js.gzip).padStart(9)}  ${(js.gzip / BUDGET_BYTES).toFixed(2).padStart(7)}×  ${(js.gzip / shell.gzip).toFixed(2).padStart(6)}×`,
    );
  }

  if (failures.length > 0) {
    for (const failure of failures) console.error(`[bench] FAIL: ${failure}`);
    process.exit(1);
  }
  console.log('[bench] ok: every route within budget, no KaTeX or markdown-it in a first load');
}

await main();
