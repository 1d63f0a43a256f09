/**
 * `WORKERS=N` (docs/server.md "Several processes"): N server processes on one machine sharing
 * one port through node:cluster, for PostgreSQL only (env.ts refuses it with the embedded
 * database). The primary migrates and seeds once, then forks the workers, prints the listening
 * line when every worker listens, replaces a worker that dies, and on SIGINT/SIGTERM stops them
 * all (each closes as a single server does) before it exits.
 */
import cluster, { type Worker } from 'node:cluster';
import { prepareDatabase } from './boot';
import type { Config } from './env';

/** A worker's message to the primary once it listens. */
export interface ListeningMessage {
  type: 'aita:listening';
  url: string;
}
export const isListeningMessage = (value: unknown): value is ListeningMessage =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'aita:listening' &&
  typeof (value as { url?: unknown }).url === 'string';

/** Workers that die this often within a minute mean a broken start: the primary gives up. */
const MAX_RESTARTS_PER_MINUTE = 10;
const STOP_LIMIT_MS = 12_000;

const say = (line: string) => process.stderr.write(`${line}\n`);

export async function runPrimary(config: Config): Promise<void> {
  // Migrate and seed once, before any worker opens the database.
  const database = await prepareDatabase(config);
  await database.close();
  if (!config.redis) {
    say(
      `WORKERS=${config.workers} without REDIS_URL: each process counts the assistant limits on its own (docs/server.md "Several processes")`,
    );
  }
  const listening = new Set<number>();
  const restarts: number[] = [];
  let announced = false;
  let stopping = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isListeningMessage(message)) return;
      listening.add(worker.id);
      if (!announced && listening.size === config.workers) {
        announced = true;
        process.stdout.write(`AITA listening on ${message.url}\n`);
      }
    });
    return worker;
  };

  const stop = (signal: string, code = 0) => {
    if (stopping) {
      say(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    const force = setTimeout(() => {
      say('the workers took over 12 s to stop: exiting');
      process.exit(1);
    }, STOP_LIMIT_MS);
    force.unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (workers.length === 0) process.exit(code);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      worker.process.kill('SIGTERM');
    }
  };

  cluster.on('exit', (worker, exitCode, signal) => {
    listening.delete(worker.id);
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] ?? now) < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      say(`workers keep dying (${restarts.length} in a minute): stopping`);
      stop('restart limit', 1);
      return;
    }
    say(`worker ${worker.process.pid} ended (${signal ?? `exit ${exitCode}`}): starting another`);
    fork();
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < config.workers; i++) fork();
}
