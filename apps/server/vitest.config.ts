import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Generous limits: the 2-core machine is shared, and a database start can take tens of seconds.
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
