import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { hashPassword, type SessionKind } from '../modules/identity';
import type { Database } from '../db/database';
import { users } from '../db/schema';

/** The demo teacher of ARCHITECTURE.md "demo" (seeded in every test database). */
export const DEMO_PHONE = '13800000000';
export const DEMO_PASSWORD = 'aita-demo-2026';
export const DEMO_JOIN_CODE = 'DEMO2026';

let phoneCounter = 0;
/** A fresh, valid mainland mobile number, distinct within a test run. */
export function freshPhone(): string {
  phoneCounter += 1;
  const n = (process.pid * 1000 + phoneCounter) % 100_000_000;
  return `139${String(n).padStart(8, '0')}`;
}

/** Inserts a teacher directly (no HTTP) and returns its id. */
export async function insertUser(
  database: Database,
  fields: { phone?: string; password?: string; uname?: string } = {},
): Promise<{ id: number; phone: string; password: string }> {
  const phone = fields.phone ?? freshPhone();
  const password = fields.password ?? 'correct-horse-1';
  const [row] = await database.db
    .insert(users)
    .values({
      phone,
      passwordHash: await hashPassword(password),
      talId: randomBytes(8).toString('hex'),
      uname: fields.uname ?? '测试老师',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insertUser: no row');
  return { id: row.id, phone, password };
}

/** Issues a token for `userId` through the app's session service. */
export async function tokenFor(
  app: FastifyInstance,
  userId: number,
  kind: SessionKind = 'frame',
): Promise<string> {
  return (await app.sessions.issue(userId, kind)).token;
}

/** POSTs JSON with an `X-Token` header (omitted when `token` is undefined). */
export function postAs(
  app: FastifyInstance,
  token: string | undefined,
  url: string,
  body?: unknown,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    ...extra,
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { 'x-token': token }),
      ...(extra.headers ?? {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The code the log-mode SMS provider last sent to `phone` (no SMS service is configured in
 * tests; the provider keeps the last code per phone besides writing it to the log).
 */
export function sentSmsCode(app: FastifyInstance, phone: string): string {
  const provider = app.smsProvider as { lastCode?: (phone: string) => string | undefined };
  const code = provider.lastCode?.(phone);
  if (!code) throw new Error(`no SMS code was sent to ${phone}`);
  return code;
}

/**
 * Registers through the login provider's API as a browser would: asks for an SMS code, reads
 * it from the log-mode provider, registers with it. Answers the parsed envelope.
 */
export async function registerByApi(
  app: FastifyInstance,
  body: { phone: string; password: string; uname?: string; [k: string]: unknown },
  ip = '127.0.0.1',
): Promise<{ code: number; msg: string; data: { token: string; uid: string; expiresAt: number } }> {
  const sent = await app.inject({
    method: 'POST',
    url: '/passport/api/sms-code',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ phone: body.phone, purpose: 'register' }),
    remoteAddress: ip,
  });
  const code = sent.json().code === 200 ? sentSmsCode(app, body.phone) : '000000';
  const res = await app.inject({
    method: 'POST',
    url: '/passport/api/register',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ code, ...body }),
    remoteAddress: ip,
  });
  return res.json();
}
