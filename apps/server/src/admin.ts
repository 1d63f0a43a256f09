/**
 * Operator commands: `npm run admin -- <command>` (ARCHITECTURE.md "Process contract").
 * Exit codes: 0 done, 1 failed (bad configuration, database error), 2 unknown command
 * or invalid arguments.
 */
import { systemClock } from './platform/clock';
import {
  checkCredentialsShape,
  createAccountService,
  createSessionService,
} from './modules/identity';
import { createThrottle } from './platform/throttle';
import { prepareDatabase } from './boot';
import { BackupError, backupEmbedded, restoreEmbedded } from './db/backup';
import type { Database } from './db/database';
import { seedCatalogue } from './db/seed';
import { ConfigError, loadConfig, type Config } from './env';
import { DomainError } from './platform/errors';
import { createRedeemService, REDEEM_MAX_COUNT, REDEEM_MAX_DAYS } from './modules/membership';
import { APP_COMMANDS, appCommand, AppCommandError } from './admin-apps';
import {
  createOrgCommand,
  orgCreateOptions,
  orgQuotaCommand,
  orgQuotaOptions,
  type OrgCreateOptions,
  type OrgQuotaOptions,
} from './admin-org';
import { withAdminChanges } from './admin-changes';
import { COURSE_COMMANDS, courseCommand, CourseAdminError } from './admin-course';
import {
  ORDER_REFUND,
  orderRefundCommand,
  orderRefundOptions,
  PaymentProviderError,
  RefundError,
  type OrderRefundOptions,
} from './admin-order';

const HELP = `AITA admin — usage: npm run admin -- <command>

Commands:
  help            Show this help.
  migrate         Apply pending database migrations (the server also does this at start).
  seed            Insert the demo catalogue (idempotent; existing rows are kept).
  user:create     --phone P --password X [--name N]: create a teacher account; prints its uid.
  ticket:create   --phone P: print a one-time login ticket (5 minutes) for /v1/udc/ticket-login.
  sso:link        --phone P: print a 30-day single sign-on link (PUBLIC_ORIGIN/sso?token=…).
  org:create      --name N --admin-phone P [--code C] [--course-show 1] [--quota-gb G]: create a
                  school whose first admin is the teacher with phone P; prints the school id and
                  its join code (generated unless --code is given).
  org:quota       --org ID --gb N: set school ID's disk quota to N GiB; prints the school id, the
                  quota and the bytes used.
  redeem:create   --days N --count K: make K one-time membership redeem codes of N days each
                  (N 1..${REDEEM_MAX_DAYS}, K 1..${REDEEM_MAX_COUNT}); prints one code per line, nothing else.
  order:refund    --order ID [--reason R]: refund a paid order in full through PAYMENT_PROVIDER
                  (the one it was paid with) and shorten the teacher's membership by its days.
  backup FILE     The embedded database into FILE (a .tar.gz), while the server runs (it makes
                  the copy) or not. With DATABASE_URL use pg_dump (docs/operations.md).
  restore FILE    Replace the embedded database with a backup (the server must be stopped; the
                  current one is kept as DATA_DIR/pglite.before-restore-<time>).
  app:list        Every app: uri, name, category, definition version and source, entitlement.
  app:export      --uri U: print app U's definition as JSON (docs/apps.md "App definitions").
  app:import      --file F: store the definition in JSON file F (source operator; the seed
                  never overwrites it). Bump "version" when you change one.
  app:ratings     有用/没用 counts and reasons per app, weakest first.
  course:list     AI courses: id, slug, title, lessons, schools offered (orgId:shown).
  course:import   --file F: store the course in JSON file F (videos and .vtt named relative to
                  it; replaces the course of the same slug; docs/aiCourse.md "Course files").
  course:offer    --slug S --org ID [--withdraw 1]: offer a course to a school (its admin then
                  chooses whether teachers see it), or withdraw it.
  jyy:get         --key K: print the os=jzax document K (tabList, subjectList, keywords, nobook,
                  miniprograms) as JSON.
  jyy:set         --key K --file F: replace document K with JSON file F (checked first).

The database is the one the server uses: DATABASE_URL, else the embedded PGlite in DATA_DIR.
Stop the server first when using the embedded database (except for backup): it allows one
process at a time. With REDIS_URL, running servers show what org:create and order:refund change
at once; without it, within a minute (docs/server.md "Several instances").
`;

const IDENTITY = new Set(['user:create', 'ticket:create', 'sso:link']);
const BACKUP = new Set(['backup', 'restore']);
const REDEEM = 'redeem:create';
const ORG_CREATE = 'org:create';
const ORG_QUOTA = 'org:quota';

/** A bad command line: printed to stderr, exit code 2. */
class UsageError extends Error {}

/** `--name value` and `--name=value` options; anything else is a usage error. */
function parseOptions(args: string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const match = /^--([a-z]+(?:-[a-z]+)*)(?:=(.*))?$/s.exec(arg);
    if (!match?.[1]) throw new UsageError(`Unexpected argument "${arg}" (无法识别的参数).`);
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value (缺少参数值).`);
    options.set(match[1], value);
  }
  return options;
}

function required(options: Map<string, string>, name: string): string {
  const value = options.get(name);
  if (value === undefined) throw new UsageError(`--${name} is required (缺少 --${name}).`);
  return value;
}

/** user:create, ticket:create and sso:link (docs/identity.md "Operators"). */
async function identityCommand(
  command: string,
  options: Map<string, string>,
  database: Database,
  config: Config,
): Promise<string> {
  const db = database.db;
  const sessions = createSessionService({ db });
  // The operator creates accounts directly (user:create); no SMS code is ever asked for here.
  const smsCodes = {
    verify: () => Promise.reject(new Error('registration is not an operator command')),
  };
  const accounts = createAccountService({
    db,
    sessions,
    throttle: createThrottle({ db }),
    smsCodes,
  });
  const phone = required(options, 'phone');
  if (command === 'user:create') {
    const uid = await accounts.createUser({
      phone,
      password: required(options, 'password'),
      uname: options.get('name'),
    });
    return String(uid);
  }
  const userId = await accounts.findByPhone(phone);
  if (userId === undefined) throw new UsageError(`No account with phone ${phone} (账号不存在).`);
  if (command === 'ticket:create') return (await accounts.issueTicket(userId)).ticket;
  const { token } = await accounts.issueSession(userId, 'sso');
  return `${new URL(config.publicOrigin).origin}/sso?token=${encodeURIComponent(token)}`;
}

/** A whole number from 1 to `max` written in plain digits, else a usage error naming the option. */
function positiveInt(options: Map<string, string>, name: string, max: number): number {
  const raw = required(options, name);
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= max)) {
    throw new UsageError(`--${name} 应为 1 到 ${max} 的整数（收到 "${raw}"）。`);
  }
  return value;
}

/** redeem:create's options: `--days N --count K`, checked before the database is opened. */
function redeemOptions(args: string[]): { days: number; count: number } {
  const options = parseOptions(args);
  for (const name of options.keys()) {
    if (name !== 'days' && name !== 'count') {
      throw new UsageError(`Unknown option --${name} (无法识别的参数 --${name})。`);
    }
  }
  return {
    days: positiveInt(options, 'days', REDEEM_MAX_DAYS),
    count: positiveInt(options, 'count', REDEEM_MAX_COUNT),
  };
}

/** backup and restore of the embedded database (db/backup.ts); PostgreSQL has pg_dump. */
async function backupCommand(command: string, args: string[], config: Config): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0 || file.startsWith('--')) {
    process.stderr.write(`Usage: npm run admin -- ${command} FILE (缺少文件名).\n`);
    return 2;
  }
  if (config.databaseUrl) {
    process.stderr.write(
      `DATABASE_URL is set: use PostgreSQL's own tools, pg_dump --format=custom and pg_restore (docs/operations.md).\n`,
    );
    return 2;
  }
  try {
    if (command === 'backup') {
      const { from, bytes } = await backupEmbedded(config.dataDir, file);
      const source = from === 'server' ? 'from the running server' : 'server not running';
      process.stdout.write(`backup: ${file} (${bytes} bytes, ${source})\n`);
    } else {
      const { aside } = await restoreEmbedded(config.dataDir, file);
      process.stdout.write(
        `restore: done${aside ? `; the previous database is kept in ${aside}` : ''}\n`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}

async function main(argv: string[]): Promise<number> {
  const [command = 'help'] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(HELP);
    return 0;
  }
  let options = new Map<string, string>();
  let redeem: { days: number; count: number } | undefined;
  let org: OrgCreateOptions | undefined;
  let refund: OrderRefundOptions | undefined;
  let quota: OrgQuotaOptions | undefined;
  if (command === ORDER_REFUND) {
    try {
      refund = orderRefundOptions(argv.slice(1));
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
  } else if (command === ORG_CREATE || command === ORG_QUOTA) {
    try {
      if (command === ORG_CREATE) org = orgCreateOptions(argv.slice(1));
      else quota = orgQuotaOptions(argv.slice(1));
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
  } else if (command === REDEEM) {
    try {
      redeem = redeemOptions(argv.slice(1));
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
  } else if (IDENTITY.has(command)) {
    try {
      options = parseOptions(argv.slice(1));
      if (command === 'user:create') {
        checkCredentialsShape(required(options, 'phone'), required(options, 'password'));
      }
    } catch (error) {
      if (!(error instanceof UsageError || error instanceof DomainError)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
  } else if (APP_COMMANDS.has(command) || COURSE_COMMANDS.has(command)) {
    try {
      options = parseOptions(argv.slice(1));
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
  } else if (command !== 'migrate' && command !== 'seed' && !BACKUP.has(command)) {
    process.stderr.write(
      `Unknown command "${command}" (未知命令). Run "npm run admin -- help" for the list.\n`,
    );
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  if (BACKUP.has(command)) return backupCommand(command, argv.slice(1), config);
  // prepareDatabase migrates (and seeds per the demo policy) on open.
  const database = await prepareDatabase(config);
  try {
    if (IDENTITY.has(command)) {
      try {
        process.stdout.write(`${await identityCommand(command, options, database, config)}\n`);
        return 0;
      } catch (error) {
        if (!(error instanceof UsageError || error instanceof DomainError)) throw error;
        process.stderr.write(`${error.message}\n`);
        return 2;
      }
    }
    if (APP_COMMANDS.has(command)) {
      try {
        const out = await appCommand(command, options, database.db);
        await new Promise<void>((resolve, reject) =>
          process.stdout.write(`${out}\n`, (error) => (error ? reject(error) : resolve())),
        );
        return 0;
      } catch (error) {
        if (!(error instanceof AppCommandError)) throw error;
        process.stderr.write(`${error.message}\n`);
        return 2;
      }
    }
    if (COURSE_COMMANDS.has(command)) {
      try {
        const out = await courseCommand(command, options, database.db, config);
        await new Promise<void>((resolve, reject) =>
          process.stdout.write(`${out}\n`, (error) => (error ? reject(error) : resolve())),
        );
        return 0;
      } catch (error) {
        if (!(error instanceof CourseAdminError)) throw error;
        process.stderr.write(`${error.message}\n`);
        return 2;
      }
    }
    if (refund) {
      try {
        const options = refund;
        const out = await withAdminChanges(config, (changes) =>
          orderRefundCommand(options, database, config, changes),
        );
        process.stdout.write(`${out}\n`);
        return 0;
      } catch (error) {
        if (error instanceof RefundError) {
          process.stderr.write(`${error.message}\n`);
          return 2;
        }
        if (!(error instanceof PaymentProviderError)) throw error;
        process.stderr.write(`退款失败：${error.message}\n`);
        return 1;
      }
    }
    if (org || quota) {
      try {
        const created = org;
        const out = created
          ? await withAdminChanges(config, (changes) =>
              createOrgCommand(created, database, changes),
            )
          : quota && (await orgQuotaCommand(quota, database));
        process.stdout.write(`${out}\n`);
        return 0;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        process.stderr.write(`${error.message}\n`);
        return 2;
      }
    }
    if (redeem) {
      const service = createRedeemService({
        database,
        throttle: createThrottle({ db: database.db }),
        clock: systemClock,
      });
      const { codes } = await service.create(redeem.days, redeem.count);
      // stdout carries the codes only, one per line, so it can be piped into a file; wait for
      // the write, as process.exit() would cut an asynchronous pipe short.
      await new Promise<void>((resolve, reject) =>
        process.stdout.write(`${codes.join('\n')}\n`, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      return 0;
    }
    if (command === 'seed') await seedCatalogue(database);
    process.stdout.write(`${command}: done\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `admin failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
