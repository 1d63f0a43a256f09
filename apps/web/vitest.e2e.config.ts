import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the built app served by the real built server, driven by playwright-core in
 * Debian's Chromium. One server and one browser for the run (globalSetup), files in sequence.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
