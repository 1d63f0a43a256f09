import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TICKET_INVALID } from './messages';
import { hashSecret, newSecret } from '../../platform/tokens';
import { loginTickets, sessions } from '../../db/schema';
import { backend, createTestContext, postJson, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { v1UdcRoutes } from './udc.routes';

let ctx: TestContext;
let userId: number;
let providerToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await insertUser(ctx.database)).id;
  // A 30-day login, so the ticket's 30-day session is not cut short by its family.
  providerToken = await tokenFor(ctx.app, userId, 'sso');
});
afterAll(() => ctx?.close());

async function newTicket(): Promise<{ ticket: string; expiresAt: number }> {
  const res = (await postAs(ctx.app, providerToken, '/passport/api/ticket', {})).json();
  expect(res.code).toBe(200);
  return res.data;
}
const exchange = async (body: unknown) =>
  (await postJson(ctx.app, '/v1/udc/ticket-login', body)).json();
const refused = { code: Code.CONFLICT, msg: MSG_TICKET_INVALID, data: null };

describe(v1UdcRoutes, () => {
  it('exchanges a fresh ticket for a 30-day token of the ticket owner, once', async () => {
    const { ticket, expiresAt } = await newTicket();
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const minutes = (expiresAt * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    const first = await exchange({ ticket });
    expect(first.code).toBe(200);
    const info = (await postAs(ctx.app, first.data.token, '/v1/user/info', {})).json();
    expect(info.data.uid).toBe(String(userId));
    const [session] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecret(first.data.token)));
    expect(session?.kind).toBe('ticket');
    const days = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(await exchange({ ticket })).toEqual(refused);
  });

  it('stores only the hash of the ticket', async () => {
    const { ticket } = await newTicket();
    const rows = await ctx.database.db
      .select()
      .from(loginTickets)
      .where(eq(loginTickets.ticketHash, hashSecret(ticket)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(ticket);
  });

  it('refuses an expired ticket', async () => {
    const { ticket } = await newTicket();
    await ctx.database.db
      .update(loginTickets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(loginTickets.ticketHash, hashSecret(ticket)));
    expect(await exchange({ ticket })).toEqual(refused);
  });

  it('refuses forged, malformed and SQL-looking tickets, and wrong types', async () => {
    for (const ticket of [newSecret(), 'short', "' OR used_at IS NULL --"]) {
      expect(await exchange({ ticket })).toEqual(refused);
    }
    for (const body of [{}, { ticket: 1 }, { ticket: '' }, { ticket: 'x'.repeat(300) }, null]) {
      expect((await exchange(body)).code).toBe(Code.INVALID_PARAM);
    }
  });

  it('only a logged-in provider session can issue tickets', async () => {
    const anon = (await postJson(ctx.app, '/passport/api/ticket', {})).json();
    expect(anon.code).toBe(Code.NOT_LOGGED_IN);
    const forged = (await postAs(ctx.app, newSecret(), '/passport/api/ticket', {})).json();
    expect(forged.code).toBe(Code.TOKEN_EXPIRED);
  });

  it(`20 concurrent exchanges of one ticket give exactly one token (${backend})`, async () => {
    const { ticket } = await newTicket();
    const results = await Promise.all(Array.from({ length: 20 }, () => exchange({ ticket })));
    const winners = results.filter((r) => r.code === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.code === Code.CONFLICT)).toHaveLength(19);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.kind, 'ticket'));
    // One from the first test, one from this race.
    expect(rows).toHaveLength(2);
  });
});
