/**
 * The first start of a new embedded database migrates and seeds it in a short-lived child
 * process (docs/performance.md "Memory"): seeding builds thousands of rows in JavaScript, and a
 * process keeps the memory it grew to long after the garbage is gone, so the serving process
 * would start ≈ 1.3× the size of every later restart. The child runs this same program with
 * {@link PREPARE_ONLY_ARG}, prepares the database, closes it and exits; the server then opens
 * the prepared files like a restart does.
 */
import { fork } from 'node:child_process';
import { prepareDatabase } from './boot';
import type { Config } from './env';

/** The child's argument: prepare the database, then exit (never serve). */
export const PREPARE_ONLY_ARG = '--prepare-only';

/** This process is the preparing child. */
export const isPreparingChild = (): boolean => process.argv.slice(2).includes(PREPARE_ONLY_ARG);

/** In the child: migrate and seed, then close. */
export async function prepareOnly(config: Config): Promise<void> {
  const database = await prepareDatabase(config, { reopen: false });
  await database.close();
}

/**
 * Runs `script` (this program) again as the preparing child and resolves when it exits 0. A
 * SIGINT/SIGTERM meanwhile is passed on to the child, and this process exits 1 after it.
 */
export function prepareInChild(script: string): Promise<void> {
  const child = fork(script, [PREPARE_ONLY_ARG], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pass = (signal: NodeJS.Signals) => () => {
    child.kill(signal);
    child.once('exit', () => process.exit(1));
  };
  const onInt = pass('SIGINT');
  const onTerm = pass('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      if (code === 0) resolve();
      else
        reject(
          new Error(`preparing the new database failed (child exited with ${signal ?? code})`),
        );
    });
  });
}
