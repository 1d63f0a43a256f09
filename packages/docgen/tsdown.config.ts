import { defineConfig } from 'tsdown';

export default defineConfig({
  // `text-width` is an entry of its own so a caller that only measures text does not load the writers.
  entry: { index: 'src/index.ts', samples: 'src/samples.ts', 'text-width': 'src/text-width.ts' },
  format: 'esm',
  dts: true,
  sourcemap: true,
  clean: true,
  platform: 'node',
  // Plain .js like the other packages; the package is "type": "module".
  fixedExtension: false,
});
