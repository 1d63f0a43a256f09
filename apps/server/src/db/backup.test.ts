import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../boot';
import { loadConfig } from '../env';
import { createSessionService } from '../modules/identity';
import { insertUser } from '../test/identity';
import { runAdminProcess, runServerProcess, type ServerProcess } from '../test/server-process';
import { copyMigratedPgliteTemplate } from './pglite-template';
import { openPgliteDatabase } from './pglite';

/**
 * `npm run admin -- backup/restore` of the embedded database against the real server process:
 * a backup while it serves, data changed after it, a restore (in place and into a fresh
 * DATA_DIR), and the data of the backup is back.
 */
let root: string;
let dataDir: string;
let token: string;
const children: ServerProcess[] = [];

const envFor = (dir: string) => ({
  DATA_DIR: dir,
  WEB_DIST: join(root, 'web'),
  NODE_ENV: 'test',
});

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aita-backup-test-'));
  dataDir = join(root, 'data');
  await mkdir(join(root, 'web'));
  await copyMigratedPgliteTemplate(join(dataDir, 'pglite'));
  const database = await prepareDatabase(loadConfig(envFor(dataDir)));
  try {
    const { id } = await insertUser(database, { uname: '备份前' });
    token = (await createSessionService({ db: database.db }).issue(id, 'frame')).token;
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  for (const child of children) await child.kill();
  await rm(root, { recursive: true, force: true, maxRetries: 5 });
});

async function serve(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = runServerProcess(envFor(dir));
  children.push(child);
  const url = await child.listening();
  return {
    url,
    async stop() {
      child.child.kill('SIGTERM');
      expect(await child.exit, child.err()).toBe(0);
    },
  };
}

async function call(url: string, path: string, body: unknown = {}) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: { uname?: string } | null };
}
const unameAt = async (url: string) => (await call(url, '/v1/user/info')).data?.uname;

async function admin(args: string[], dir = dataDir) {
  const p = runAdminProcess(args, envFor(dir));
  children.push(p);
  const code = await p.exit;
  return { code, out: p.out(), err: p.err() };
}

/** Row counts of every table of the embedded database in `dir` (opened with no server). */
async function tableCounts(dir: string): Promise<Record<string, number>> {
  const database = await openPgliteDatabase(join(dir, 'pglite'));
  try {
    // The PGlite proxy answers `execute` with the rows themselves.
    const rows = (await database.db.execute(
      sql`select table_schema || '.' || table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
    )) as unknown as { name: string }[];
    const counts: Record<string, number> = {};
    for (const { name } of rows) {
      const [schema, table] = name.split('.');
      const result = (await database.db.execute(
        sql.raw(`select count(*)::int as n from "${schema}"."${table}"`),
      )) as unknown as { n: number }[];
      counts[name] = result[0]?.n ?? -1;
    }
    return counts;
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  it('backs up while serving; a restore brings the backed-up data back', async () => {
    const file = join(root, 'aita-backup.tar.gz');
    let server = await serve(dataDir);
    expect(await unameAt(server.url)).toBe('备份前');

    // The backup is made by the running server; requests keep being answered meanwhile.
    const during = Array.from({ length: 20 }, () => call(server.url, '/v1/user/info'));
    const backup = await admin(['backup', file]);
    expect(backup.code, backup.err).toBe(0);
    expect(backup.out).toMatch(/^backup: .*from the running server/);
    expect((await Promise.all(during)).map((r) => r.code)).toEqual(Array(20).fill(200));
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    expect((await call(server.url, '/v1/user/mod', { uname: '备份后' })).code).toBe(200);
    expect(await unameAt(server.url)).toBe('备份后');

    // A restore under a running server is refused, and so is a second server on the directory.
    const refused = await admin(['restore', file]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('请先停止服务');
    const second = runServerProcess(envFor(dataDir));
    children.push(second);
    expect(await second.exit).toBe(1);
    expect(second.err()).toContain('allows one process');
    expect(await unameAt(server.url)).toBe('备份后');
    await server.stop();

    const restored = await admin(['restore', file]);
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(/previous database is kept in .*pglite\.before-restore-\d+/);
    server = await serve(dataDir);
    expect(await unameAt(server.url)).toBe('备份前');
    await server.stop();

    // Into a fresh DATA_DIR: the same tables with the same rows.
    const freshDir = join(root, 'fresh');
    const intoFresh = await admin(['restore', file], freshDir);
    expect(intoFresh.code, intoFresh.err).toBe(0);
    expect(intoFresh.out).toBe('restore: done\n');
    const counts = await tableCounts(freshDir);
    expect(Object.keys(counts).length).toBeGreaterThan(20);
    expect(counts['public.users']).toBeGreaterThan(0);
    expect(await tableCounts(dataDir)).toEqual(counts);
  }, 300_000);

  it('backs up with the server stopped, and refuses files that are not backups', async () => {
    const file = join(root, 'cold.tar.gz');
    const cold = await admin(['backup', file]);
    expect(cold.code, cold.err).toBe(0);
    expect(cold.out).toContain('server not running');
    const junk = join(root, 'junk.txt');
    await writeFile(junk, 'not a backup');
    const before = await readdir(dataDir);
    const refused = await admin(['restore', junk]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('is not a backup');
    expect(await readdir(dataDir)).toEqual(before);
    expect((await admin(['backup'])).code).toBe(2);
    const pg = runAdminProcess(['backup', file], {
      ...envFor(dataDir),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    children.push(pg);
    expect(await pg.exit).toBe(2);
    expect(pg.err()).toContain('pg_dump');
  }, 120_000);
});
