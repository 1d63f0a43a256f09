import { defineConfig } from 'vitest/config';

// The shared-limits tests need a real Redis: they run when TEST_REDIS_URL names one (CI sets it,
// .ci/run), like the PostgreSQL runs under TEST_DATABASE_URL. Without it they are left out, said
// once here, so `npm test` on a machine with only Node and npm stays green.
const redisTests = 'src/**/*.redis.test.ts';
const withRedis = Boolean(process.env.TEST_REDIS_URL);
if (!withRedis) {
  console.log(`[server tests] TEST_REDIS_URL not set: ${redisTests} not run (set it to run them)`);
}

// Tests of several processes on one database (*.postgres.test.ts) need a real PostgreSQL: they
// run when TEST_DATABASE_URL is set, as every suite then also does.
const postgresTests = 'src/**/*.postgres.test.ts';
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Tests on a small tmpfs (*.tmpfs.test.ts) mount one: they run when TEST_TMPFS=1 (.ci/run sets it
// as root or with password-less sudo).
const tmpfsTests = 'src/**/*.tmpfs.test.ts';
const withTmpfs = process.env.TEST_TMPFS === '1';

export default defineConfig({
  // Generous limits: the 2-core machine is shared, and a database start can take tens of seconds.
  test: {
    include: ['src/**/*.test.ts'],
    exclude: [
      ...(withRedis ? [] : [redisTests]),
      ...(withPostgres ? [] : [postgresTests]),
      ...(withTmpfs ? [] : [tmpfsTests]),
    ],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
