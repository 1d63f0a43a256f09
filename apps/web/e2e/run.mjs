#!/usr/bin/env node
// `pnpm --filter @aita/web e2e`: runs the browser tests when Chromium is there.
// Missing Chromium fails the run when E2E=1 (CI), and is skipped with a note otherwise.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (!executable(chromiumPath)) {
  const why = `Chromium not found at ${chromiumPath} (set CHROMIUM_PATH, or apt-get install chromium fonts-noto-cjk).`;
  if (process.env.E2E === '1') {
    console.error(`[e2e] FAIL: ${why} E2E=1 requires the browser tests to run.`);
    process.exit(1);
  }
  console.log(`[e2e] skipped: ${why} Set E2E=1 to make this an error.`);
  process.exit(0);
}

const result = spawnSync(
  process.execPath,
  [
    join(webDir, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--config',
    'vitest.e2e.config.ts',
    ...process.argv.slice(2),
  ],
  { cwd: webDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
