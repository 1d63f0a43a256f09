import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property tests run thousands of cases; CI shares two cores between packages.
    testTimeout: 60_000,
  },
});
