import { defineConfig } from 'tsdown';

// Named entries keep every output at the root of dist/, so `new URL('./pglite-worker.js',
// import.meta.url)` and `new URL('../drizzle/', import.meta.url)` resolve from any chunk.
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    admin: 'src/admin.ts',
    testing: 'src/testing.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  format: 'esm',
  fixedExtension: false,
  dts: true,
  sourcemap: true,
  clean: true,
  platform: 'node',
  target: 'node20',
});
