import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway PostgreSQL database and the way to drop it. */
export interface FreshPostgres {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty database `aita_t_<random>` on the server of `adminUrl` (a URL of any database
 * the user can connect to with CREATEDB rights); `drop()` removes it again.
 */
export async function createFreshPostgresDatabase(adminUrl: string): Promise<FreshPostgres> {
  const name = `aita_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
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
