import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../../db/pglite';
import { createSessionService } from './sessions';
import { MSG_PASSWORD_LENGTH, MSG_PHONE_INVALID, MSG_PHONE_TAKEN } from './messages';

const ADMIN = fileURLToPath(new URL('../../admin.ts', import.meta.url));
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'aita-admin-test-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs `npm run admin -- …` as the built script would (through tsx), on the embedded DB. */
function admin(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', ADMIN, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: 'https://aita.example.com',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

// Each run opens the embedded database in a fresh process (the first one migrates and seeds).
describe('admin identity commands', { timeout: 180_000 }, () => {
  it('user:create prints the uid; duplicates and bad input exit 2 with a message', async () => {
    const created = await admin(
      'user:create',
      '--phone',
      '13912345678',
      '--password=long-enough',
      '--name',
      '张老师',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^\d{6,}\n$/);

    const again = await admin('user:create', '--phone', '13912345678', '--password', 'long-enough');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(MSG_PHONE_TAKEN);

    const badPhone = await admin('user:create', '--phone', '123', '--password', 'long-enough');
    expect(badPhone.code).toBe(2);
    expect(badPhone.stderr).toContain(MSG_PHONE_INVALID);
    const badPassword = await admin('user:create', '--phone', '13912345679', '--password', 'short');
    expect(badPassword.code).toBe(2);
    expect(badPassword.stderr).toContain(MSG_PASSWORD_LENGTH);
    const missing = await admin('user:create', '--phone', '13912345679');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--password');
    const stray = await admin('user:create', 'oops');
    expect(stray.code).toBe(2);
  });

  it('ticket:create and sso:link print credentials for an existing account only', async () => {
    const ticket = await admin('ticket:create', '--phone', '13800000000');
    expect(ticket.code).toBe(0);
    expect(ticket.stdout).toMatch(/^[A-Za-z0-9_-]{43}\n$/);
    const link = await admin('sso:link', '--phone', '13800000000');
    expect(link.code).toBe(0);
    const match = /^https:\/\/aita\.example\.com\/sso\?token=([A-Za-z0-9_-]{43})\n$/.exec(
      link.stdout,
    );
    expect(match).not.toBeNull();
    const nobody = await admin('ticket:create', '--phone', '13700000000');
    expect(nobody.code).toBe(2);

    // The printed SSO token is a live 30-day session in the same database.
    const database = await openPgliteDatabase(join(dataDir, 'pglite'));
    try {
      const resolved = await createSessionService({ db: database.db }).resolve(match?.[1]);
      expect(resolved.status).toBe('ok');
    } finally {
      await database.close();
    }
  });
});
