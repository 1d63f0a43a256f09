/**
 * Aliyun CDN URL authentication, type A (鉴权方式A), for a CDN domain whose origin is the private
 * OSS bucket (docs/aiCourse.md "Video delivery"): the CDN checks
 * `auth_key=timestamp-rand-uid-md5hash` with md5hash = md5("URI-timestamp-rand-uid-PrivateKey"),
 * and refuses (403) once `timestamp` + the validity set in the CDN console is past.
 */
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { optional } from '../../env-parsers';

/** COURSE_CDN_HOST and COURSE_CDN_AUTH_KEY: both or neither, and only in Aliyun OSS mode. */
export const COURSE_CDN_VARIABLES = ['COURSE_CDN_HOST', 'COURSE_CDN_AUTH_KEY'] as const;

/** The CDN in front of the video bucket: its base URL and the type A private key. */
export interface CdnSettings {
  /** Like `https://video.example.com`, no trailing slash. */
  host: string;
  authKey: string;
}

const schema = z.object({
  COURSE_CDN_HOST: optional(
    z
      .string()
      .regex(
        /^https?:\/\/[^/\s?#]+\/?$/,
        'must be the CDN domain as an origin like https://video.example.com',
      ),
  ),
  // The console takes 6 to 32 letters and digits (the key is part of an MD5 input, not a URL).
  COURSE_CDN_AUTH_KEY: optional(
    z.string().regex(/^[A-Za-z0-9]{6,32}$/, 'must be the 6 to 32 letters or digits of the key'),
  ),
});

/** Reads COURSE_CDN_*; `problems` names what is wrong (one of the two, no Aliyun OSS, values). */
export function courseCdnSettings(
  env: Record<string, string | undefined>,
  aliyunOss: boolean,
): { settings?: CdnSettings; problems: string[] } {
  const problems: string[] = [];
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      const value = name === 'COURSE_CDN_AUTH_KEY' ? '…' : (env[name] ?? '');
      problems.push(`${name}=${JSON.stringify(value)}: ${issue.message}`);
    }
  }
  const set = COURSE_CDN_VARIABLES.filter((k) => env[k]);
  if (set.length === 0) return { problems };
  if (set.length < COURSE_CDN_VARIABLES.length) {
    problems.push(
      `${COURSE_CDN_VARIABLES.filter((k) => !env[k]).join(', ')}: the course CDN needs both ` +
        `${COURSE_CDN_VARIABLES.join(' and ')}, or neither`,
    );
  }
  if (!aliyunOss) {
    problems.push(
      `${set.join(', ')}: the course CDN fronts the Aliyun OSS bucket; set ALIYUN_OSS_* too, or unset it`,
    );
  }
  const e = parsed.success ? parsed.data : {};
  if (problems.length > 0 || !e.COURSE_CDN_HOST || !e.COURSE_CDN_AUTH_KEY) return { problems };
  return {
    problems,
    settings: { host: e.COURSE_CDN_HOST.replace(/\/+$/, ''), authKey: e.COURSE_CDN_AUTH_KEY },
  };
}

/** The URI of an object key: `/` and each segment percent-encoded (the doc: encode, then sign). */
export const cdnUriOf = (key: string) => `/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * A type A signed URL of `key` on the CDN. `timestamp` is when it is signed (Unix seconds, 10
 * digits); the CDN adds the validity configured in its console. `rand` is a UUID without hyphens
 * and `uid` is 0 unless given (the doc: "暂未使用，设置成0即可").
 */
export function signCdnUrlTypeA(
  settings: CdnSettings,
  key: string,
  {
    timestamp = Math.floor(Date.now() / 1000),
    rand = randomUUID().replaceAll('-', ''),
    uid = '0',
  }: { timestamp?: number; rand?: string; uid?: string } = {},
): string {
  const uri = cdnUriOf(key);
  const hash = createHash('md5')
    .update(`${uri}-${timestamp}-${rand}-${uid}-${settings.authKey}`)
    .digest('hex');
  return `${settings.host}${uri}?auth_key=${timestamp}-${rand}-${uid}-${hash}`;
}
