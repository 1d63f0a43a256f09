import { defineConfig } from 'vitest/config';

/** Unit tests: node by default; component tests opt into jsdom with a file comment. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
