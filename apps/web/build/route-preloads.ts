import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import firstRoutes from './first-routes.json' with { type: 'json' };

/** Where the pages are written inside the build; the server serves them (platform/web.ts). */
export const ROUTE_PAGES_DIR = '_routes';

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}
interface AssetInfo {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/** `start` and every chunk it imports statically, by file name. */
function staticClosure(chunks: Map<string, ChunkInfo>, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

/**
 * The HTML of `index.html` with a `<link rel="modulepreload">` for each of `files` at the end of
 * its head (so the page's own chunks download beside the entry).
 */
export function withPreloads(html: string, base: string, files: readonly string[]): string {
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
    .join('\n    ');
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * Writes, for each first route (build/first-routes.json: the pages a teacher opens first), a copy
 * of `index.html` that also preloads that page's lazy chunk and the chunks it imports statically,
 * minus those the entry loads anyway: `<outDir>/_routes/home/index.html` for `/home/index`. The
 * server sends it for that path instead of `index.html` (apps/server/src/platform/web.ts), so the
 * page's code downloads beside the entry instead of one round trip after the entry ran
 * (docs/performance.md "First routes"). Runs before `precompress` (closeBundle), which then
 * writes their `.br`/`.gz` copies.
 */
export function routePreloads(): Plugin {
  let outDir = 'dist';
  let base = '/';
  let root = '';
  return {
    name: 'aita-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async writeBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      let html: string | undefined;
      for (const item of Object.values(bundle) as (ChunkInfo | AssetInfo)[]) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
        else if (item.fileName === 'index.html')
          html =
            typeof item.source === 'string' ? item.source : Buffer.from(item.source).toString();
      }
      if (html === undefined) throw new Error('route-preloads: no index.html in the bundle');
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) throw new Error('route-preloads: no entry chunk');
      const loaded = staticClosure(chunks, entry.fileName);
      for (const { path, key } of firstRoutes) {
        const page = [...chunks.values()].find((c) => c.facadeModuleId === resolve(root, key));
        if (!page) throw new Error(`route-preloads: ${key} (${path}) is not a chunk of its own`);
        const files = [...staticClosure(chunks, page.fileName)].filter((f) => !loaded.has(f));
        const target = join(outDir, ROUTE_PAGES_DIR, `${path.replace(/^\//, '')}.html`);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, withPreloads(html, base, files));
      }
    },
  };
}
