import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/server.ts', 'src/admin.ts', 'src/testing.ts', 'src/db/pglite-worker.ts'],
  format: 'esm',
  dts: { entry: ['src/testing.ts'] },
  sourcemap: true,
  clean: true,
  platform: 'node',
  target: 'node20',
});
