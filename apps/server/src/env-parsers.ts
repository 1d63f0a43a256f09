/**
 * The zod parsers of configuration variables (env.ts reads `process.env` and builds the
 * configuration with them). Messages are in English: they are for operators.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** An optional variable: empty strings count as unset, as shells and .env files often leave them. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** An optional integer from 1 to `max`. */
export const positiveInt = (max: number) =>
  optional(
    z.coerce
      .number({ error: `must be an integer from 1 to ${max}` })
      .int(`must be an integer from 1 to ${max}`)
      .min(1, `must be an integer from 1 to ${max}`)
      .max(max, `must be an integer from 1 to ${max}`),
  );
/** An optional integer from 0 to `max` (0 turns a check off). */
export const nonNegativeInt = (max: number) =>
  optional(
    z.coerce
      .number({ error: `must be an integer from 0 to ${max}` })
      .int(`must be an integer from 0 to ${max}`)
      .min(0, `must be an integer from 0 to ${max}`)
      .max(max, `must be an integer from 0 to ${max}`),
  );
/** An optional http(s):// URL. */
export const httpUrl = optional(z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s):// URL'));
/** True when `value` parses as a URL with a host. */
export const canParseUrl = (value: string): boolean => {
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
};

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** One TRUST_PROXY entry: an IP, IP/prefix, IPv4/netmask, or a proxy-addr name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [ip = '', range, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}
const TRUST_PROXY_HELP =
  "must be true, false, or a comma-separated list of the proxy's addresses or CIDR ranges " +
  '(e.g. 10.0.0.0/8,127.0.0.1)';
/** TRUST_PROXY: true, false, or the proxies' addresses (Fastify's `trustProxy`). */
export const trustProxySchema = optional(
  z.string().transform((value, ctx): boolean | string[] => {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
    if (/^\d+$/.test(text)) {
      // Fastify 5 ignores a hop count (fails closed): it cannot tell a proxy from a client
      // that connects directly and forges X-Forwarded-For.
      ctx.addIssue({
        code: 'custom',
        message: `${TRUST_PROXY_HELP}; a hop count is not supported, name the proxy's addresses`,
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((e) => e.trim());
    if (!entries.every(isProxyAddress)) {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
      return z.NEVER;
    }
    return entries;
  }),
);
