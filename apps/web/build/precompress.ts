import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text, plus the TrueType fonts KaTeX ships (woff/woff2 are compressed). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|ttf|webmanifest)$/;
/** Below this a compressed copy saves less than the round trip's headers. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Vite's manifest (.vite/) is for the bench, never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every text file of
 * the build, so the server sends files as they are (`@fastify/static` `preCompressed`) and never
 * compresses a download itself: brotli 11 is ~15 % smaller than the on-the-fly gzip and costs
 * seconds once at build instead of milliseconds per request. Ours rather than
 * vite-plugin-compression2: twenty lines of node:zlib, no dependency to keep current with Vite.
 * A copy that is not smaller than its original is not written (the server then sends the original).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aita-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        jobs.push(
          (async () => {
            const raw = await readFile(path);
            if (raw.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gzipAsync(raw, { level: 9 }),
            ]);
            if (br.length < raw.length) await writeFile(`${path}.br`, br);
            if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
