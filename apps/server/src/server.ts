/**
 * The AITA server process: load configuration, open/migrate/seed the database, listen, print
 * `AITA listening on http://HOST:PORT` (tests and tools read that line), stop on SIGINT/SIGTERM.
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { isNewEmbeddedDatabase, startServer } from './boot';
import { runPrimary, type ListeningMessage } from './cluster';
import { ConfigError, loadConfig, type Config } from './env';
import { isPreparingChild, prepareInChild, prepareOnly } from './prepare';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const failed = (error: unknown) => {
  process.stderr.write(
    `AITA failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
};

if (isPreparingChild()) {
  // The child of a first start (src/prepare.ts): migrate, seed, close, exit.
  await prepareOnly(config).catch(failed);
  process.exit(0);
}
// WORKERS=N: this process forks the servers (src/cluster.ts) and serves nothing itself.
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config).catch(failed);
else await serve(config).catch(failed);

async function serve(config: Config): Promise<void> {
  // A new embedded database is prepared by a child process, so its seed does not stay in this
  // one's memory (src/prepare.ts); a worker's primary has prepared the database already.
  const preparedApart = cluster.isPrimary && isNewEmbeddedDatabase(config);
  if (preparedApart) await prepareInChild(fileURLToPath(import.meta.url));
  const server = await startServer(config, { prepared: cluster.isWorker || preparedApart });
  if (cluster.isWorker) {
    process.send?.({ type: 'aita:listening', url: server.url } satisfies ListeningMessage);
  } else {
    process.stdout.write(`AITA listening on ${server.url}\n`);
  }

  let stopping = false;
  const stop = (signal: string, code = 0) => {
    // A worker gets Ctrl-C from the terminal and SIGTERM from its primary: one stop is enough.
    if (stopping && cluster.isWorker) return;
    if (stopping) {
      process.stderr.write(`${signal} again: exiting now\n`);
      process.exit(1);
    }
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      process.stderr.write('shutdown took over 10 s: exiting\n');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close().then(
      () => process.exit(code),
      (error: unknown) => {
        process.stderr.write(`shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  // A crashed or wedged embedded database never answers again: exit 1 so a supervisor restarts
  // the process (docs/operations.md); a restart found the data intact.
  void server.database.lost.then((error) => {
    server.app.log.fatal({ errMessage: error.message }, 'database lost: exiting');
    stop('database lost', 1);
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // A worker whose primary is gone stops too (no orphan keeps the port).
  if (cluster.isWorker) process.on('disconnect', () => stop('primary gone'));
}
