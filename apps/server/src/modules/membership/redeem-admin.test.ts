import { REDEEM_CODE_ALPHABET } from '@aita/core';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { redeemCodes } from '../../db/schema';
import { createAdminFixture, type AdminFixture } from '../../test/admin-fixture';
import { backend } from '../../test/context';
import { redeemCodeHash } from './redeem.service';

const CODE_LINE = new RegExp(`^([${REDEEM_CODE_ALPHABET}]{4}-){3}[${REDEEM_CODE_ALPHABET}]{4}$`);

let fixture: AdminFixture;
beforeAll(async () => {
  fixture = await createAdminFixture('redeem');
});
afterAll(() => fixture?.close());

/** Runs `npm run admin -- …` (through tsx). */
const admin = (...args: string[]) => fixture.admin(args);
const withDatabase = <T>(fn: (database: Database) => Promise<T>) => fixture.withDatabase(fn);

describe(`admin redeem:create (${backend})`, { timeout: 180_000 }, () => {
  it('prints exactly K codes, one per line and nothing else, stored as N-day codes', async () => {
    const run = await admin('redeem:create', '--days', '30', '--count', '25');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.endsWith('\n')).toBe(true);
    const lines = run.stdout.slice(0, -1).split('\n');
    expect(lines).toHaveLength(25);
    for (const line of lines) expect(line).toMatch(CODE_LINE);
    expect(new Set(lines).size).toBe(25);
    const rows = await withDatabase((database) =>
      database.db
        .select({ days: redeemCodes.days, usedAt: redeemCodes.usedAt, batch: redeemCodes.batch })
        .from(redeemCodes)
        .where(inArray(redeemCodes.codeHash, lines.map(redeemCodeHash))),
    );
    expect(rows).toHaveLength(25);
    expect(rows.every((r) => r.days === 30 && r.usedAt === null)).toBe(true);
    expect(new Set(rows.map((r) => r.batch)).size).toBe(1);

    const equals = await admin('redeem:create', '--days=365', '--count=1');
    expect(equals.code).toBe(0);
    expect(equals.stdout).toMatch(/^[A-Z2-9-]{19}\n$/);
  });

  it('refuses bad N and K with a Chinese message on stderr, nothing on stdout, exit 2', async () => {
    const cases: [string[], string][] = [
      [['--days', '0', '--count', '1'], '--days 应为 1 到 3650 的整数'],
      [['--days', '-5', '--count', '1'], '--days 应为'],
      [['--days', '1.5', '--count', '1'], '--days 应为'],
      [['--days', 'abc', '--count', '1'], '--days 应为'],
      [['--days', '3651', '--count', '1'], '--days 应为 1 到 3650 的整数'],
      [['--days', '30', '--count', '0'], '--count 应为 1 到 10000 的整数'],
      [['--days', '30', '--count', '10001'], '--count 应为'],
      [['--days', '30', '--count', '1e3'], '--count 应为'],
      [['--days', '30'], '缺少 --count'],
      [['--count', '3'], '缺少 --days'],
      [['--days', '30', '--count', '1', '--batch', 'x'], '无法识别的参数'],
      [['--days', '30', '--count'], '缺少参数值'],
      [['30', '1'], '无法识别的参数'],
    ];
    for (const [args, message] of cases) {
      const run = await admin('redeem:create', ...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout, args.join(' ')).toBe('');
      expect(run.stderr, args.join(' ')).toContain(message);
    }
  });

  it('is listed in the help', async () => {
    const help = await admin('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('redeem:create   --days N --count K');
  });
});
