// What loading pgvector costs each embedded-database start: PGlite opened on a copy of one
// data directory, with `extensions: { vector }` (what the server's worker does) against the
// named peer, the same open without the extension, interleaved in the same run.
// Prints the medians, totals and their ratio. `pnpm --filter @aita/server bench`.
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OPENS = 10;
const root = await mkdtemp(join(tmpdir(), 'aita-pglite-start-'));
const base = join(root, 'base');

async function open(withVector) {
  const dir = join(root, `db-${Math.random().toString(36).slice(2)}`);
  await cp(base, dir, { recursive: true });
  const started = performance.now();
  const pg = await PGlite.create(dir, withVector ? { extensions: { vector } } : {});
  await pg.query('select 1');
  const ms = performance.now() - started;
  await pg.close();
  await rm(dir, { recursive: true, force: true });
  return ms;
}

try {
  // One initdb, then every open starts from a copy of it (as tests copy the migrated template).
  await (await PGlite.create(base)).close();
  await open(true);
  await open(false);
  const times = { vector: [], plain: [] };
  for (let i = 0; i < OPENS; i++) {
    times.plain.push(await open(false));
    times.vector.push(await open(true));
  }
  const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  const total = (a) => a.reduce((x, y) => x + y, 0);
  const row = (name, a) =>
    `${name.padEnd(22)} median ${median(a).toFixed(0)} ms, ${OPENS} opens ${total(a).toFixed(0)} ms`;
  console.log(`PGlite start, ${OPENS} opens each`);
  console.log(row('with pgvector', times.vector));
  console.log(row('without (peer)', times.plain));
  console.log(
    `ratio with/without: ${(total(times.vector) / total(times.plain)).toFixed(2)} ` +
      `(${((total(times.vector) - total(times.plain)) / OPENS).toFixed(0)} ms per open)`,
  );
} finally {
  await rm(root, { recursive: true, force: true });
}
