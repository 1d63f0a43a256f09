/**
 * Operator commands: `npm run admin -- <command>` (ARCHITECTURE.md "Process contract").
 * Exit codes: 0 done, 1 failed (bad configuration, database error), 2 unknown or unavailable command.
 */
import { prepareDatabase } from './boot';
import { seedCatalogue } from './db/seed';
import { ConfigError, loadConfig } from './env';

const HELP = `AITA admin — usage: npm run admin -- <command>

Commands:
  help            Show this help.
  migrate         Apply pending database migrations (the server also does this at start).
  seed            Insert the demo catalogue (idempotent; existing rows are kept).

Coming with later issues (not available yet):
  user:create     Create a teacher account (identity issue).
  redeem:create   --days N --count K: print K membership redeem codes (membership issue).

The database is the one the server uses: DATABASE_URL, else the embedded PGlite in DATA_DIR.
Stop the server first when using the embedded database: it allows one process at a time.
`;

const PLANNED = new Set(['user:create', 'redeem:create']);

async function main(argv: string[]): Promise<number> {
  const [command = 'help'] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(HELP);
    return 0;
  }
  if (command !== 'migrate' && command !== 'seed') {
    const why = PLANNED.has(command)
      ? `"${command}" is not available yet (它将在后续版本提供).`
      : `Unknown command "${command}" (未知命令).`;
    process.stderr.write(`${why} Run "npm run admin -- help" for the list.\n`);
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
  // prepareDatabase migrates (and seeds per the demo policy) on open.
  const database = await prepareDatabase(config);
  try {
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
