#!/usr/bin/env node
// Runs pnpm with the version pinned in package.json#packageManager, on a machine that has only
// Node and npm, without asking the registry when a pnpm is already here. In order:
// 1. the pnpm that `pnpm install` put in node_modules (a root devDependency of the pinned
//    version): no lookup, no probe, so `npm start` after the first install starts at once;
// 2. a global pnpm of the same major;
// 3. `npx pnpm@<pin>` (the first install on a fresh machine: one registry download).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const readJson = (url) => JSON.parse(readFileSync(url, 'utf8'));
const pin = readJson(new URL('../package.json', import.meta.url)).packageManager.split('@')[1];
const args = process.argv.slice(2);
const shell = process.platform === 'win32';

const localManifest = new URL('../node_modules/pnpm/package.json', import.meta.url);
const localBin = new URL('../node_modules/pnpm/bin/pnpm.cjs', import.meta.url);
const haveLocal =
  existsSync(localManifest) && existsSync(localBin) && readJson(localManifest).version === pin;

/** [command, args, shell] for the first pnpm found. */
function choose() {
  if (haveLocal) return [process.execPath, [fileURLToPath(localBin), ...args], false];
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell });
  const sameMajor = probe.status === 0 && probe.stdout.trim().split('.')[0] === pin.split('.')[0];
  if (sameMajor) return ['pnpm', args, shell];
  return ['npx', ['--yes', `pnpm@${pin}`, ...args], shell];
}

const [cmd, cmdArgs, useShell] = choose();
// The root .npmrc silences npm (so `npm run admin -- …` prints only what the command prints,
// ARCHITECTURE.md "admin"); npm hands that level to its children as npm_config_loglevel, and pnpm
// reads .npmrc too. pnpm's own output (install progress, errors) is wanted: give it its default
// level back, unless this call asked for --silent itself.
const env = { ...process.env, npm_config_loglevel: 'info' };
const run = spawnSync(cmd, cmdArgs, { stdio: 'inherit', shell: useShell, env });
process.exit(run.status ?? 1);
