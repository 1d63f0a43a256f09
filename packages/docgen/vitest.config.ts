import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One LibreOffice conversion per writer takes seconds on a shared two-core machine.
    testTimeout: 120_000,
  },
});
