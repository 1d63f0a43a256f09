import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { assertNotServing, serveControl } from './db/backup';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { seedIfWanted } from './db/seed';
import { seedMemberProducts } from './db/seed-members';
import type { Config } from './env';
import { MIGRATIONS_DIR } from './paths';
import type { LogStream } from './platform/http/logging';

/** A started server: the app listening, the database open and migrated. */
export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** `http://HOST:PORT` with the real port (also when PORT=0). */
  url: string;
  /** Closes the app (requests in flight get a grace period, then are cut), then the database. */
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, then seeds it according to the demo policy. The membership
 * products are not demo data (they are what the server sells): seeded on every backend.
 * A new embedded database is closed and opened again after that: migrating and seeding grow the
 * PGlite worker's WebAssembly heap, which never shrinks (≈ 1.4× the RSS of a restart,
 * docs/performance.md); a new worker starts from the files at its normal size.
 */
export async function prepareDatabase(
  config: Config,
  options: { reopen?: boolean } = {},
): Promise<Database> {
  // The embedded database allows one process: refuse while a server serves this DATA_DIR.
  if (!config.databaseUrl) await assertNotServing(config.dataDir);
  const fresh = isNewEmbeddedDatabase(config);
  const database = await openDatabase(config);
  try {
    await database.migrate(MIGRATIONS_DIR);
    await seedIfWanted(database, config);
    await seedMemberProducts(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  // The free-space guard is armed once the app is ready (startServer; after the modules' own
  // start-time writes: the app catalogue, the built-in library).
  if (!fresh || options.reopen === false) return database;
  await database.close();
  return openDatabase(config);
}

/** The embedded database of `config` has not been created yet (its first start). */
export function isNewEmbeddedDatabase(config: Config): boolean {
  return !config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'));
}

const openPrepared = (config: Config): Promise<Database> => openDatabase(config);

const hostForUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * How long `close()` lets requests in flight finish before it cuts their connections: a client
 * that sent half a request (or stopped reading) would otherwise hold Fastify's close forever, and
 * server.ts would exit 1 at its 10 s limit without closing the database.
 */
export const DEFAULT_CLOSE_GRACE_MS = 5000;

/** Everything `server.ts` and `startTestServer` do before serving: database, app, listen. */
export async function startServer(
  config: Config,
  options: {
    logStream?: LogStream;
    closeGraceMs?: number;
    /** Adds to the app before it listens (the test server's helper routes). */
    beforeListen?: (app: FastifyInstance) => void;
    /** The database was migrated and seeded already (a worker of src/cluster.ts). */
    prepared?: boolean;
  } = {},
): Promise<RunningServer> {
  const database = options.prepared ? await openPrepared(config) : await prepareDatabase(config);
  let app: FastifyInstance | undefined;
  let control: { close(): Promise<void> } | undefined;
  try {
    app = await buildApp({ config, database, logStream: options.logStream });
    options.beforeListen?.(app);
    await app.listen({ port: config.port, host: config.host });
    // A nearly full disk refuses the embedded database's writes only from now on: the start's own
    // writes (migrations, seeds, the modules' catalogues written while the app got ready) are
    // done, so the process starts and serves reads (docs/operations.md).
    database.freeSpace?.arm();
    // `npm run admin -- backup` asks the running server (embedded database only; db/backup.ts).
    control = await serveControl(config.dataDir, database, app.log);
  } catch (error) {
    await control?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const running = app;
  return {
    app: running,
    database,
    url: `http://${hostForUrl(config.host)}:${port}`,
    async close() {
      const cut = setTimeout(
        () => running.server.closeAllConnections(),
        options.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS,
      );
      try {
        await control?.close();
        await running.close();
      } finally {
        clearTimeout(cut);
        await database.close();
      }
    },
  };
}
