import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { SCHOOL_ADMIN, SCHOOL_E2E } from './schools';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(webDir, 'dist');
const serverEntry = resolve(webDir, '../server/dist/server.js');
const adminEntry = resolve(webDir, '../server/dist/admin.js');
const LISTENING = /AITA listening on (http:\/\/\S+)/;

/** A free TCP port on 127.0.0.1 (the server needs its real origin as PUBLIC_ORIGIN). */
async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** Starts `node server.js` on a random port with a fresh DATA_DIR; resolves with its URL. */
async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  // The embedded database on a fresh DATA_DIR: never a DATABASE_URL inherited from the shell.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // A known port, so PUBLIC_ORIGIN (the login page's postMessage target, §4) is the real origin.
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: resolve(webDir, '../server'),
    env: {
      ...inherited,
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every spec registers its own teachers, all from 127.0.0.1 (the default is 10 an hour).
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      // The membership spec buys in the sandbox (unset: no online payment).
      PAYMENT_PROVIDER: 'sandbox',
      // Every spec registers its teachers with SMS codes, all from 127.0.0.1.
      SMS_CODES_PER_IP_PER_DAY: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not print "AITA listening on" in 60 s:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = LISTENING.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  // The server's log goes on into DATA_DIR/server.log: with no SMS service configured, the
  // registration codes are read from it, as a newcomer trying the app reads them (accounts.ts).
  const log = createWriteStream(join(dataDir, 'server.log'));
  log.write(output);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { url, child };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Global setup of the browser tests: the built server serving the built app on a fresh
 * embedded database, and one Chromium reachable over its WebSocket endpoint.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`apps/web/dist is not built: run \`pnpm --filter @aita/web build\` first.`);
  }
  if (!existsSync(serverEntry)) {
    throw new Error(
      `apps/server/dist/server.js is missing: run \`pnpm --filter @aita/server build\`.`,
    );
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'aita-e2e-'));
  // Membership redeem codes (membership.spec.ts), made the operator's way on the same DATA_DIR
  // before the server opens the embedded database (one process at a time).
  const made = await promisify(execFile)(
    process.execPath,
    [adminEntry, 'redeem:create', '--days', '30', '--count', '3'],
    { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
  );
  // Two schools made with the operator's command (school.spec.ts), run by one admin.
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const admin = (...args: string[]) =>
    promisify(execFile)(process.execPath, [adminEntry, ...args], { env });
  await admin(
    'user:create',
    '--phone',
    SCHOOL_ADMIN.phone,
    '--password',
    SCHOOL_ADMIN.password,
    '--name',
    '王校长',
  );
  for (const school of SCHOOL_E2E) {
    await admin(
      'org:create',
      '--name',
      school.name,
      '--code',
      school.code,
      '--admin-phone',
      SCHOOL_ADMIN.phone,
    );
  }
  // The os=jzax subjects changed the operator's way (ai-course.spec.ts): 科学 and 信息科技 were
  // never in the web's code, so seeing them proves the top bar reads the server.
  const subjects = join(dataDir, 'jyy-subjects.json');
  await writeFile(
    subjects,
    JSON.stringify(
      ['语文', '数学', '英语', '物理', '化学', '生物', '科学', '信息科技'].map((name, i) => ({
        id: [1, 2, 3, 4, 5, 6, 11, 12][i],
        name,
      })),
    ),
  );
  await admin('jyy:set', '--key', 'subjectList', '--file', subjects);
  const server = await startServer(dataDir);
  const index = await fetch(`${server.url}/home/index`, { headers: { accept: 'text/html' } });
  const html = await index.text();
  if (!html.includes('<div id="root">')) {
    await stopServer(server.child);
    throw new Error(
      `the server does not serve the built app at /home/index:\n${html.slice(0, 300)}`,
    );
  }
  const browserServer = await chromium.launchServer({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  });
  project.provide('baseUrl', server.url);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  project.provide('redeemCodes', made.stdout.trim().split('\n'));
  project.provide('serverLog', join(dataDir, 'server.log'));

  return async () => {
    await browserServer.close();
    await stopServer(server.child);
    await rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    /** Unused 30-day redeem codes (`redeem:create`), for membership.spec.ts. */
    redeemCodes: string[];
    /** The server's log file (SMS codes of the log mode, accounts.ts). */
    serverLog: string;
  }
}
