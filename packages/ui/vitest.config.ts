import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // jsdom start-up is slow on a loaded 2-core CI machine.
    testTimeout: 60_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
