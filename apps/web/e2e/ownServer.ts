import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A server of a spec's own (its own providers, its own data), beside the suite's shared one. */
export interface OwnServer {
  origin: string;
  /** Its DATA_DIR (removed by stop(): a spec may keep scratch files there). */
  dataDir: string;
  /** Everything it printed so far (the SMS codes, as no SMS service is configured). */
  output(): string;
  /** SIGTERM, wait for the exit, remove its data directory. */
  stop(): Promise<void>;
}

/**
 * A fresh data directory is migrated and seeded before the server listens: over a minute on a
 * busy 2-core machine, so every spec that starts its own server gets this one budget. Give the
 * beforeAll that calls it at least 180 s.
 */
export const OWN_SERVER_START_MS = 170_000;

/**
 * Starts the built server (`apps/server/dist/server.js`) with the built web app, a fresh
 * DATA_DIR and the embedded database, plus `env` (the fake model's AI_BASE_URL, …).
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string>,
): Promise<OwnServer> {
  const dataDir = await mkdtemp(join(tmpdir(), `aita-e2e-${name}-`));
  // Its own embedded database, whatever the suite's server uses.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    [resolve(webDir, '../server/dist/server.js')],
    {
      cwd: resolve(webDir, '../server'),
      env: {
        ...inherited,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: join(webDir, 'dist'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = await new Promise<string>((done, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`server did not start:\n${output}`)),
        OWN_SERVER_START_MS,
      );
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`server exited with ${code}:\n${output}`));
      });
      const onData = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const match = /AITA listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          done(match[1]);
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
    });
    return { origin, dataDir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
