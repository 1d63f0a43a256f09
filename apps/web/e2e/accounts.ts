import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { baseUrl } from './browser';

/**
 * The code the server sent to `phone`: with no SMS service configured the server writes each
 * code to its log on one line (`phone=… code=…`), and the global setup keeps that log in a
 * file. Waits up to 5 s for the line.
 */
export async function smsCodeFromLog(
  phone: string,
  readLog: () => Promise<string> | string = () => readFile(inject('serverLog'), 'utf8'),
): Promise<string> {
  const pattern = new RegExp(`phone=${phone} code=(\\d{6})`, 'g');
  for (let i = 0; i < 50; i += 1) {
    const text = await Promise.resolve()
      .then(readLog)
      .catch(() => '');
    const found = [...text.matchAll(pattern)].at(-1)?.[1];
    if (found) return found;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no SMS code for ${phone} in the server log`);
}

/** A random mainland mobile number starting with `prefix` (3 digits). */
export const randomPhone = (prefix = '139') =>
  `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * Registers a teacher through the login provider's API as the login page does: asks for an
 * SMS code, reads it from the server log, registers with it. Resolves with the token. A spec
 * that runs a server of its own passes its origin and a reader of its log.
 */
export async function registerTeacher(
  body: { phone: string; password: string; uname?: string },
  server?: { origin: string; readLog: () => Promise<string> | string },
): Promise<string> {
  const origin = server?.origin ?? baseUrl;
  const post = async (path: string, payload: unknown) =>
    (await (
      await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      })
    ).json()) as { code: number; msg: string; data: { token: string } };
  const sent = await post('/passport/api/sms-code', { phone: body.phone, purpose: 'register' });
  if (sent.code !== 200) throw new Error(`sms-code: ${sent.code} ${sent.msg}`);
  const code = await smsCodeFromLog(body.phone, server?.readLog);
  const registered = await post('/passport/api/register', { ...body, code });
  if (registered.code !== 200) throw new Error(`register: ${registered.code} ${registered.msg}`);
  return registered.data.token;
}
