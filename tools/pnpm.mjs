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
// The root .npmrc silences npm (so `npm run admin -- …` prints only what the command prints,
// ARCHITECTURE.md "admin"); npm hands that level to its children as npm_config_loglevel, and pnpm
// reads .npmrc too. pnpm's own output (install progress, errors) is wanted: give it its default
// level back, unless this call asked for --silent itself.
const env = { ...process.env, npm_config_loglevel: 'info' };
const run = spawnSync(cmd, cmdArgs, { stdio: 'inherit', shell, env });
process.exit(run.status ?? 1);
