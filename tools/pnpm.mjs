#!/usr/bin/env node
// Runs pnpm with the version pinned in package.json#packageManager, on a machine that has only
// Node and npm: a global pnpm of the same major is used when present, otherwise `npx pnpm@<pin>`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pin = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).packageManager.split('@')[1];
const args = process.argv.slice(2);
const shell = process.platform === 'win32';

const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell });
const haveSameMajor = probe.status === 0 && probe.stdout.trim().split('.')[0] === pin.split('.')[0];

const [cmd, cmdArgs] = haveSameMajor ? ['pnpm', args] : ['npx', ['--yes', `pnpm@${pin}`, ...args]];
const run = spawnSync(cmd, cmdArgs, { stdio: 'inherit', shell });
process.exit(run.status ?? 1);
