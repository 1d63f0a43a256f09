import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // `*.test-d.ts` bind the contract's types to core's: checked by tsc, failing the run.
    typecheck: { include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
