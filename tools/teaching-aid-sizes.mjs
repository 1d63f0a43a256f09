// Writes TEACHING_AID_SIZES in packages/core/src/domain/teaching-aids.ts: the byte size of every
// catalogue PDF as the server generates it without school and class (docs/teaching-aids.md).
// Run after changing a generator in apps/server/src/modules/teachingAids/generators/:
//   pnpm --filter @aita/core build && pnpm --filter @aita/server exec tsx ../../tools/teaching-aid-sizes.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureTeachingAids } from '../apps/server/src/modules/teachingAids/service.ts';

const target = fileURLToPath(
  new URL('../packages/core/src/domain/teaching-aids.ts', import.meta.url),
);
const lines = [];
for (const { url, size } of await measureTeachingAids()) lines.push(`  '${url}': ${size},`);
const table = [
  '// teaching-aid-sizes:start',
  'export const TEACHING_AID_SIZES: Readonly<Record<string, number>> = {',
  ...lines,
  '};',
  '// teaching-aid-sizes:end',
].join('\n');
const source = readFileSync(target, 'utf8');
const next = source.replace(
  /\/\/ teaching-aid-sizes:start[\s\S]*?\/\/ teaching-aid-sizes:end/,
  table,
);
if (next === source && !source.includes(table)) throw new Error('markers not found in ' + target);
writeFileSync(target, next);
console.log(`${lines.length} sizes written to ${target}`);
