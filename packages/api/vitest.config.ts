import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // The integration test boots the real server on a fresh embedded database.
    hookTimeout: 120_000,
  },
});
