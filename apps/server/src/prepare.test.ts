import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARE_ONLY_ARG, prepareInChild } from './prepare';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aita-prepare-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in for server.ts: exits with `code` when it runs as the preparing child. */
async function script(name: string, code: number): Promise<string> {
  const path = join(dir, name);
  await writeFile(
    path,
    `import { writeFileSync } from 'node:fs';
writeFileSync(${JSON.stringify(join(dir, `${name}.ran`))}, process.argv.slice(2).join(' '));
process.exit(${code});`,
  );
  return path;
}

describe('prepareInChild', () => {
  it('runs the program again with the prepare-only argument and resolves when it exits 0', async () => {
    const path = await script('ok.mjs', 0);
    await expect(prepareInChild(path)).resolves.toBeUndefined();
    expect(await readFile(join(dir, 'ok.mjs.ran'), 'utf8')).toBe(PREPARE_ONLY_ARG);
  });

  it('rejects with the exit code when the child fails, and leaves no signal handler behind', async () => {
    const before = process.listenerCount('SIGTERM');
    const path = await script('fail.mjs', 3);
    await expect(prepareInChild(path)).rejects.toThrow(
      'preparing the new database failed (child exited with 3)',
    );
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });
});
