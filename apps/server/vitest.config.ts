import { defineConfig } from 'vitest/config';

// The shared-limits tests need a real Redis: they run when TEST_REDIS_URL names one (CI sets it,
// .ci/run), like the PostgreSQL runs under TEST_DATABASE_URL. Without it they are left out, said
// once here, so `npm test` on a machine with only Node and npm stays green.
const redisTests = 'src/**/*.redis.test.ts';
const withRedis = Boolean(process.env.TEST_REDIS_URL);
if (!withRedis) {
  console.log(`[server tests] TEST_REDIS_URL not set: ${redisTests} not run (set it to run them)`);
}

export default defineConfig({
  // Generous limits: the 2-core machine is shared, and a database start can take tens of seconds.
  test: {
    include: ['src/**/*.test.ts'],
    exclude: withRedis ? [] : [redisTests],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
