import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsdown';

/** `src/paths/<area>.ts` → the entry `paths/<area>` (`@aita/contract/paths/<area>`). */
const areaPaths = Object.fromEntries(
  readdirSync(new URL('./src/paths', import.meta.url))
    .filter((file) => file.endsWith('.ts') && !file.includes('.test'))
    .map((file) => [`paths/${file.slice(0, -3)}`, `src/paths/${file}`]),
);

// `paths` and every `paths/<area>` are zod-free, so a browser bundle can take the URLs without
// the schemas; one entry per area, so a chunk takes only its area's URLs (one object's keys
// cannot be tree-shaken: docs/architecture/contract.md).
export default defineConfig({
  entry: { index: 'src/index.ts', paths: 'src/paths.ts', ...areaPaths },
  format: 'esm',
  dts: true,
  sourcemap: true,
  clean: true,
  platform: 'neutral',
});
