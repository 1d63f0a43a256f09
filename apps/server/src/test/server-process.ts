/**
 * The real server as a child process (`src/server.ts` through tsx, as `node dist/server.js` runs
 * in production), for tests that must kill it (`kill -9`) or talk to it from another process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const ADMIN = fileURLToPath(new URL('../admin.ts', import.meta.url));

/** A running child: its output so far, its exit, and its URL once it listens. */
export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal). */
  exit: Promise<number | null>;
  out(): string;
  err(): string;
  /** Resolves with `http://127.0.0.1:<port>` once the process printed "AITA listening on". */
  listening(timeoutMs?: number): Promise<string>;
  /** SIGKILL (when still running) and wait for the exit. */
  kill(): Promise<void>;
}

function run(script: string, args: string[], env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exit,
    out: () => stdout,
    err: () => stderr,
    async listening(timeoutMs = 150_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const url = /^AITA listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(stdout)?.[1];
        if (url) return url;
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`the server did not start: ${stderr}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exit;
    },
  };
}

/** Starts `src/server.ts` with only the given environment (and PATH). */
export function runServerProcess(env: Record<string, string>): ServerProcess {
  return run(SERVER, [], { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env });
}

/** Runs `npm run admin -- <args>` (`src/admin.ts`) with only the given environment (and PATH). */
export function runAdminProcess(args: string[], env: Record<string, string>): ServerProcess {
  return run(ADMIN, args, env);
}
