import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { inlineEntryCss } from './build/inline-css';
import { routePreloads } from './build/route-preloads';

/** A workspace package's TypeScript source (see `resolve.alias` below). */
const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

/** Paths the API host serves; the dev server forwards them to a local `@aita/server`. */
const API_PREFIXES = ['/v1', '/v2', '/passport', '/oss', '/static', '/healthz'];
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineEntryCss(), routePreloads(), precompress()],
  resolve: {
    // Bundle @aita/core and @aita/api from their sources, module by module: their dist is one
    // file each, and a module is never split between chunks, so every function any lazy route
    // uses (chat streaming, SSE parsing, …) would land in the entry chunk (the home budget).
    alias: [
      { find: /^@aita\/core$/, replacement: source('core/src/index.ts') },
      { find: /^@aita\/core\/richtext$/, replacement: source('core/src/richtext/index.ts') },
      { find: /^@aita\/api$/, replacement: source('api/src/index.ts') },
    ],
  },
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The bundle-size benchmark (bench/bundle-size.mjs) reads what /home/index loads from it.
    manifest: true,
    // Browsers without <link rel="modulepreload"> still load every chunk, just not ahead of time.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically in one chunk beside the entry, instead of
          // ≈ 30 small common chunks: the same bytes in two requests, so a first visit over
          // HTTP/1.1 (6 connections) waits one round trip for them instead of five or six.
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
