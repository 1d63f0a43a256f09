import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './pglite';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aita-first-start-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded database’s first start', () => {
  it('recovers from a start killed after PG_VERSION was written, before the config', async () => {
    // What a kill a few milliseconds into the first start left behind: it failed every later
    // start with "Cannot read properties of undefined (reading 'call')".
    const dataDir = join(dir, 'pglite');
    await mkdir(join(dataDir, 'global'), { recursive: true });
    await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
    const database = await openPgliteDatabase(dataDir);
    try {
      const result = await database.db.execute(sql`select 1 as one`);
      expect(JSON.stringify(result)).toContain('"one":1');
    } finally {
      await database.close();
    }
    const names = await readdir(dir);
    // The half-made directory is kept aside (never deleted), and no temporary one is left.
    expect(names.filter((n) => n.startsWith('pglite.unfinished-'))).toHaveLength(1);
    expect(names.filter((n) => n.includes('.creating-'))).toEqual([]);
  });
});
