// Bundle-size benchmark of the home ("Performance" budget): the JavaScript /home/index loads
// before it can show anything, gzip-compressed, against a bare React + Redux + react-router shell
// built the same way in the same run. Run after `vite build` (`pnpm --filter @aita/web bench`).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_BYTES = 150_000; // 150 KB gzip, decimal kilobytes as Vite reports them
const HOME_ROUTE = 'src/features/layout/pages/HomePage.tsx';
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
  let home;
  try {
    await build({ root: webDir, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
    home = await initialJs(distDir, [HOME_ROUTE]);
  } finally {
    await rm(distDir, { recursive: true, force: true });
  }
  const shell = await buildShell();

  console.log('\n/home/index initial JavaScript (entry + static imports + home route chunk):');
  for (const file of [...home.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${file.file.padEnd(44)} ${kb(file.raw).padStart(10)} raw ${kb(file.gzip).padStart(9)} gzip`,
    );
  }
  console.log('');
  console.log(
    `  home total             ${kb(home.gzip).padStart(9)} gzip   (budget ${kb(BUDGET_BYTES)})`,
  );
  console.log(`  bare React+Redux+router shell ${kb(shell.gzip).padStart(9)} gzip`);
  console.log(`  ratio home / shell     ${(home.gzip / shell.gzip).toFixed(2)}×`);

  const failures = [];
  if (home.gzip > BUDGET_BYTES) {
    failures.push(`initial JS ${kb(home.gzip)} gzip exceeds the ${kb(BUDGET_BYTES)} budget`);
  }
  for (const { name, pattern } of FORBIDDEN) {
    const hit = home.files.find((file) => pattern.test(file.text));
    if (hit) failures.push(`${name} is in the initial JavaScript (${hit.file})`);
  }
  const heavyCss = home.css.filter((file) => /katex/i.test(file));
  if (heavyCss.length > 0) failures.push(`KaTeX CSS is loaded initially: ${heavyCss.join(', ')}`);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`[bench] FAIL: ${failure}`);
    process.exit(1);
  }
  console.log(
    "[bench] ok: within budget, no KaTeX or markdown-it in the home's initial JavaScript",
  );
}

await main();
