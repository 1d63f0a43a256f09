import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway PostgreSQL database and the way to drop it. */
export interface FreshPostgres {
  url: string;
  drop(): Promise<void>;
}

/** Throwaway databases older than this are dropped by the next `createFreshPostgresDatabase`. */
const STALE_MS = 3 * 60 * 60 * 1000;

/**
 * Drops `aita_t_<time>_<random>` databases left by test runs that were killed before their
 * cleanup (e.g. a hook timeout). Best effort: databases still in use are left alone.
 */
async function dropStale(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'aita\\_t\\_%'",
  );
  for (const { datname } of rows) {
    const born = parseInt(/^aita_t_([0-9a-z]+)_[0-9a-f]+$/.exec(datname)?.[1] ?? '', 36);
    if (!Number.isFinite(born) || Date.now() - born < STALE_MS) continue;
    await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
  }
}

/**
 * Creates an empty database `aita_t_<time>_<random>` on the server of `adminUrl` (a URL of any database
 * the user can connect to with CREATEDB rights); `drop()` removes it again.
 */
export async function createFreshPostgresDatabase(adminUrl: string): Promise<FreshPostgres> {
  const name = `aita_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await dropStale(admin).catch(() => undefined);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
