import { defineConfig } from 'tsdown';

// Two entries: `paths` is zod-free, so a browser bundle can take the URLs without the schemas.
export default defineConfig({
  entry: { index: 'src/index.ts', paths: 'src/paths.ts' },
  format: 'esm',
  dts: true,
  sourcemap: true,
  clean: true,
  platform: 'neutral',
});
