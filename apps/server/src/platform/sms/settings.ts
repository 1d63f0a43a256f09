import { z } from 'zod';
import { optional, positiveInt } from '../../env-parsers';

/** ALIYUN_SMS_*: every required name set, or none (then codes go to the server log). */
export const ALIYUN_SMS_REQUIRED = [
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_CODE',
] as const;

/** The default Aliyun SMS endpoint (the China mainland service). */
export const ALIYUN_SMS_DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
/** Default SMS_CODES_PER_IP_PER_DAY: codes sent per client address per day. */
export const DEFAULT_SMS_CODES_PER_IP_PER_DAY = 20;

/** How codes are delivered and the per-address daily cap (docs/security.md "SMS codes"). */
export interface SmsSettings {
  /** Aliyun SMS (`SendSms`), or undefined: each code is written to the server log. */
  aliyun?: {
    accessKeyId: string;
    accessKeySecret: string;
    signName: string;
    templateCode: string;
    endpoint: string;
  };
  /** SMS_CODES_PER_IP_PER_DAY. */
  codesPerIpPerDay: number;
}

const schema = z.object({
  ALIYUN_SMS_ENDPOINT: optional(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be an origin like https://dysmsapi.aliyuncs.com'),
  ),
  SMS_CODES_PER_IP_PER_DAY: positiveInt(1_000_000),
});

/** Reads the SMS settings; `problems` names what is wrong (a partial Aliyun set, bad values). */
export function smsSettings(env: Record<string, string | undefined>): {
  settings: SmsSettings;
  problems: string[];
} {
  const problems: string[] = [];
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      problems.push(`${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
    }
  }
  const set = ALIYUN_SMS_REQUIRED.filter((k) => env[k]);
  if (set.length > 0 && set.length < ALIYUN_SMS_REQUIRED.length) {
    const missing = ALIYUN_SMS_REQUIRED.filter((k) => !env[k]);
    problems.push(
      `${missing.join(', ')}: Aliyun SMS needs all of ${ALIYUN_SMS_REQUIRED.join(', ')}, or none to write codes to the server log`,
    );
  }
  const e = parsed.success ? parsed.data : {};
  return {
    problems,
    settings: {
      aliyun:
        set.length === ALIYUN_SMS_REQUIRED.length
          ? {
              accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
              accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
              signName: env.ALIYUN_SMS_SIGN_NAME ?? '',
              templateCode: env.ALIYUN_SMS_TEMPLATE_CODE ?? '',
              endpoint: (e.ALIYUN_SMS_ENDPOINT ?? ALIYUN_SMS_DEFAULT_ENDPOINT).replace(/\/$/, ''),
            }
          : undefined,
      codesPerIpPerDay: e.SMS_CODES_PER_IP_PER_DAY ?? DEFAULT_SMS_CODES_PER_IP_PER_DAY,
    },
  };
}
