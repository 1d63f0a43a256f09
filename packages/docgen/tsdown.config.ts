import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { index: 'src/index.ts', samples: 'src/samples.ts' },
  format: 'esm',
  dts: true,
  sourcemap: true,
  clean: true,
  platform: 'node',
  // Plain .js like the other packages; the package is "type": "module".
  fixedExtension: false,
});
