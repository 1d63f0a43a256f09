/**
 * `@aita/server/testing`: start the real AITA server for tests of other packages.
 *
 * ```ts
 * const server = await startTestServer();
 * const res = await fetch(`${server.url}/v1/app/index/list`, { method: 'POST' });
 * await server.close();
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_PAYMENT_NOTICE, TOKEN_COOKIE_NAME } from '@aita/core';
import { systemClock } from './platform/clock';
import { createThrottle } from './platform/throttle';
import { startServer } from './boot';
import { createFreshPostgresDatabase, type FreshPostgres } from './db/fresh-postgres';
import { copyMigratedPgliteTemplate } from './db/pglite-template';
import { loadConfig, testDatabaseUrl } from './env';
import type { JobQueue } from './jobs/queue';
import { createRedeemService } from './modules/membership';

/** How long the test server's `close()` lets requests in flight finish (boot.ts: 5 s). */
const CLOSE_GRACE_MS = 2000;

export interface TestServerOptions {
  /**
   * Extra environment for the server (WEB_DIST, LOG_LEVEL, …). PORT, HOST and DATA_DIR are set
   * by the helper unless given here. The caller's own environment is not read.
   */
  env?: Record<string, string>;
  /**
   * Run on PostgreSQL: an administrative URL under which a fresh database `aita_t_<time>_<random>` is
   * created (and dropped by `close()`). Defaults to the `TEST_DATABASE_URL` environment variable;
   * `false` forces PGlite.
   */
  postgres?: string | false;
}

export interface TestServer {
  /** `http://127.0.0.1:<random port>` */
  url: string;
  /** The fresh, temporary DATA_DIR (removed by `close()`). */
  dataDir: string;
  /**
   * Makes `count` one-time redeem codes of `days` days in the server's database, as
   * `npm run admin -- redeem:create` does (that command's own output is tested in the server).
   */
  createRedeemCodes(days: number, count: number): Promise<string[]>;
  /**
   * Pays an order on the sandbox provider's page (the server must run with
   * `PAYMENT_PROVIDER=sandbox`), as the order's teacher pressing 确认支付（沙箱） in a browser
   * where `loginToken` is the web app's token cookie: GETs the order's `payUrl` (rewritten to this
   * server: PUBLIC_ORIGIN names port 0 here), then POSTs its form. Resolves with the result
   * page's HTML; throws when a page does not answer 200 or the pay page does not show the
   * sandbox notice.
   */
  confirmSandboxPayment(payUrl: string, loginToken: string): Promise<string>;
  /**
   * The server's job queue (docs/architecture/jobs.md): register a handler, enqueue, and
   * `await jobs.settled(id)` for the outcome. Its workers run unless `env` sets JOBS_WORKERS=0.
   */
  jobs: JobQueue;
  /** Stops the server, closes the database, drops/removes it. */
  close(): Promise<void>;
}

/** Where a test server tells the last SMS code sent to a phone (test servers only). */
export const TEST_SMS_CODE_PATH = '/__test/sms-code';

/**
 * `GET /__test/sms-code?phone=P` → `{code}`: the last code the log-mode SMS provider sent to P
 * (no SMS service is configured in tests). Only {@link startTestServer} adds it; the real server
 * writes the code to its log instead (docs/security.md "SMS codes").
 */
function addSmsCodeRoute(app: FastifyInstance): void {
  app.get(TEST_SMS_CODE_PATH, async (request, reply) => {
    const phone = String((request.query as Record<string, unknown>).phone ?? '');
    const provider = app.smsProvider as { lastCode?: (p: string) => string | undefined };
    const code = provider.lastCode?.(phone);
    return code ? { code } : reply.code(404).send({ code: null });
  });
}

/**
 * Registers a teacher on a test server the way the login page does: asks for an SMS code,
 * reads it from {@link TEST_SMS_CODE_PATH}, registers with it. Resolves with the envelope.
 */
export async function registerOnTestServer(
  baseUrl: string,
  body: { phone: string; password: string; uname?: string; [key: string]: unknown },
): Promise<{ code: number; msg: string; data: { token: string; uid: string; expiresAt: number } }> {
  const post = async (path: string, payload: unknown) =>
    (await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }).then((r) => r.json())) as { code: number; msg: string; data: never };
  const sent = await post('/passport/api/sms-code', { phone: body.phone, purpose: 'register' });
  if (sent.code !== 200) return sent;
  const found = await fetch(
    `${baseUrl}${TEST_SMS_CODE_PATH}?phone=${encodeURIComponent(body.phone)}`,
  );
  const { code } = (await found.json()) as { code: string };
  return post('/passport/api/register', { ...body, code });
}

/**
 * Starts the real app on 127.0.0.1 and a random port with a fresh DATA_DIR, its database
 * (embedded PGlite, or a fresh PostgreSQL database) migrated and seeded with the demo catalogue.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aita-test-'));
  const adminUrl = opts.postgres === false ? undefined : (opts.postgres ?? testDatabaseUrl());
  let fresh: FreshPostgres | undefined;
  try {
    fresh = adminUrl ? await createFreshPostgresDatabase(adminUrl) : undefined;
    if (!fresh && !opts.env?.DATABASE_URL)
      await copyMigratedPgliteTemplate(join(dataDir, 'pglite'));
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every test registers its teachers from 127.0.0.1, each with an SMS code.
      SMS_CODES_PER_IP_PER_DAY: '100000',
      ...(fresh ? { DATABASE_URL: fresh.url, SEED_DEMO: '1' } : {}),
      ...opts.env,
    });
    // Tests end while clients still read (an answer stream, a poll): cut those soon.
    const server = await startServer(config, {
      closeGraceMs: CLOSE_GRACE_MS,
      beforeListen: addSmsCodeRoute,
    });
    const fetchOk = async (path: string, init?: RequestInit): Promise<string> => {
      const res = await fetch(`${server.url}${path}`, init);
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      return res.text();
    };
    return {
      url: server.url,
      dataDir,
      jobs: server.app.jobs,
      async createRedeemCodes(days, count) {
        const service = createRedeemService({
          database: server.database,
          throttle: createThrottle({ db: server.database.db }),
          clock: systemClock,
        });
        return (await service.create(days, count)).codes;
      },
      async confirmSandboxPayment(payUrl, loginToken) {
        const cookie = { cookie: `${TOKEN_COOKIE_NAME}=${encodeURIComponent(loginToken)}` };
        const pay = new URL(payUrl);
        const page = await fetchOk(`${pay.pathname}${pay.search}`, { headers: cookie });
        // The page must say it is a sandbox (ARCHITECTURE.md: "clearly marked").
        if (!page.includes(SANDBOX_PAYMENT_NOTICE))
          throw new Error('the pay page lacks the sandbox notice');
        const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
        if (!action) throw new Error('the sandbox pay page has no form');
        const fields = new URLSearchParams();
        for (const [, name, value] of page.matchAll(/name="(\w+)" value="([^"]*)"/g)) {
          fields.set(name ?? '', value ?? '');
        }
        return fetchOk(action, { method: 'POST', body: fields, headers: cookie });
      },
      async close() {
        try {
          await server.close();
        } finally {
          await fresh?.drop();
          // A write still landing (a job, a stream) can refill a folder while it is removed.
          await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
        }
      },
    };
  } catch (error) {
    await fresh?.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The embedded database in its worker thread, for benchmarks and tools (bench/event-loop.bench.mjs).
 * `dataDir` may be `memory://`.
 */
export { openPgliteDatabase } from './db/pglite';

/** PostgreSQL, a throwaway database on it, and the job queue, for bench/jobs.bench.mjs. */
export { openPostgresDatabase } from './db/postgres';
export { createFreshPostgresDatabase } from './db/fresh-postgres';
export { createJobQueue } from './jobs/queue';
export { createSensitiveWordFilter } from './moderation/sensitive-words';
export type { Database, Db } from './db/database';
export type { JobHandler, JobContext, JobView } from './jobs/types';
export type { JobQueue } from './jobs/queue';

/**
 * The search index on a fresh database, for bench/search.bench.mjs (PostgreSQL under
 * TEST_DATABASE_URL as well as PGlite).
 */
export { buildTsquery, createSearchIndex, indexTokens, queryTokens } from './platform/search';
export { MIGRATIONS_DIR } from './paths';
export {
  createQuestionBankService,
  createTextbookService,
  searchEntryOf,
  seedQuestionBank,
  SEED_QUESTIONS,
} from './modules/questionBank';
/** Smart assembly's bank reads, for bench/question-bank.bench.mjs (智能组卷 over the loaded bank). */
export { createPaperBank } from './modules/examPaper';
