import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { index: 'src/index.ts', richtext: 'src/richtext/index.ts' },
  format: 'esm',
  dts: true,
  sourcemap: true,
  clean: true,
  platform: 'neutral',
});
