import { access } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { createTestContext } from '../../test/context';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The seeded videos render in the background once the server is ready; a server that closes
 * while one renders stops it between two frames, so nothing is written into the data folder after
 * close() (before, a late write re-created a removed folder).
 */
it('writes no seeded video after the server has closed', async () => {
  // Outside NODE_ENV=test the server renders the seeded videos once it is ready.
  const ctx = await createTestContext({ env: { NODE_ENV: 'development' } });
  await ctx.close();
  expect(await exists(ctx.dataDir)).toBe(false);
  // A render left running would finish and write its video well within this time.
  await sleep(3000);
  expect(await exists(ctx.dataDir)).toBe(false);
});
