import type { OssCredential } from '@aita/core';
import type AliOss from 'ali-oss';
import type { AliyunOssSettings } from '../../env';
import { MAX_OBJECT_BYTES, newUploadDirectory } from './builtin-store';

/** STS AssumeRole DurationSeconds: 15 minutes, the shortest Aliyun allows. */
export const STS_DURATION_SECONDS = 900;
/** A cached credential is handed out until this long before it expires. */
export const STS_REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** What the teacher is told when STS fails (the web shows 获取上传凭证失败, §8). */
export const MSG_STS_FAILED = '获取上传凭证失败，请稍后重试';

/** Why AssumeRole failed, for the log (never the access key secret). */
export interface StsFailure {
  reason: 'http' | 'timeout' | 'network' | 'malformed';
  /** HTTP status of STS's answer, when there was one. */
  status?: number;
  /** Aliyun's error `Code`, e.g. `NoPermission`. */
  code?: string;
  /** Aliyun's `RequestId`, to quote to Aliyun support. */
  requestId?: string;
  /** A short description (Aliyun's Message or the client's error). */
  detail: string;
}

/** AssumeRole failed; the route answers 50000 {@link MSG_STS_FAILED} and logs `failure`. */
export class StsError extends Error {
  constructor(readonly failure: StsFailure) {
    super(`STS AssumeRole failed (${failure.reason}): ${failure.detail}`);
    this.name = 'StsError';
  }
}

/** The `Credentials` object of an AssumeRole answer. */
export interface StsCredentials {
  AccessKeyId: string;
  AccessKeySecret: string;
  SecurityToken: string;
  /** UTC, e.g. `2026-01-01T08:15:00Z`. */
  Expiration: string;
}

/** One AssumeRole call: role, inline policy, seconds, session name → credentials. */
export type AssumeRole = (input: {
  roleArn: string;
  policy: StsPolicy;
  durationSeconds: number;
  sessionName: string;
}) => Promise<StsCredentials>;

export interface StsPolicy {
  Version: '1';
  Statement: { Effect: 'Allow'; Action: string[]; Resource: string[] }[];
}

/**
 * The inline policy of a teacher's credential: PutObject only, only under `directory` of the
 * bucket (the role's own policy must allow at least this; the result is the intersection).
 */
export function uploadPolicy(bucket: string, directory: string): StsPolicy {
  return {
    Version: '1',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['oss:PutObject'],
        Resource: [`acs:oss:*:*:${bucket}/${directory}*`],
      },
    ],
  };
}

// urllib appends socket and agent statistics after " (connected: …"; they are noise here.
const describe = (value: unknown, secret: string): string =>
  String(value ?? '')
    .replace(/ \(connected: .*$/s, '')
    .replaceAll(secret, '[redacted]')
    .slice(0, 300);

/**
 * AssumeRole through ali-oss's STS client (`OSS.STS`, RPC signature V1, HMAC-SHA1; read in
 * node_modules/ali-oss/lib/sts.js): POST form to `endpoint`, 2xx JSON `{Credentials}` or an
 * error JSON `{Code, Message, RequestId}`. ali-oss is loaded on first use, so the built-in mode
 * never loads it. Every failure becomes a {@link StsError}.
 */
export function aliOssAssumeRole(settings: AliyunOssSettings): AssumeRole {
  let client: Promise<{ assumeRole: (...args: unknown[]) => Promise<unknown> }> | undefined;
  const sts = () =>
    (client ??= import('ali-oss').then(
      ({ default: OSS }) =>
        new OSS.STS({
          accessKeyId: settings.accessKeyId,
          accessKeySecret: settings.accessKeySecret,
          endpoint: settings.stsEndpoint,
        } as AliOss.STSOptions) as unknown as {
          assumeRole: (...args: unknown[]) => Promise<unknown>;
        },
    ));
  const secret = settings.accessKeySecret;
  return async ({ roleArn, policy, durationSeconds, sessionName }) => {
    let answer: unknown;
    try {
      answer = await (
        await sts()
      ).assumeRole(roleArn, policy, durationSeconds, sessionName, {
        timeout: settings.stsTimeoutMs,
      });
    } catch (error) {
      const e = (error ?? {}) as {
        name?: string;
        status?: number;
        code?: string;
        requestId?: string;
        message?: string;
      };
      if (error instanceof SyntaxError) {
        throw new StsError({ reason: 'malformed', status: 200, detail: 'answer is not JSON' });
      }
      const timeout = /Timeout/i.test(e.name ?? '');
      const answered = typeof e.status === 'number' && e.status > 0;
      throw new StsError({
        reason: timeout ? 'timeout' : answered ? 'http' : 'network',
        status: answered ? e.status : undefined,
        code: typeof e.code === 'string' && answered ? e.code : undefined,
        requestId: typeof e.requestId === 'string' ? e.requestId : undefined,
        detail: describe(`${e.name ?? 'Error'}: ${e.message ?? ''}`.split('\n')[0], secret),
      });
    }
    const credentials = (answer as { credentials?: Partial<StsCredentials> } | undefined)
      ?.credentials;
    const fields = ['AccessKeyId', 'AccessKeySecret', 'SecurityToken', 'Expiration'] as const;
    if (
      !credentials ||
      !fields.every((f) => typeof credentials[f] === 'string' && credentials[f])
    ) {
      throw new StsError({ reason: 'malformed', detail: 'answer has no Credentials' });
    }
    if (!Number.isFinite(Date.parse(credentials.Expiration as string))) {
      throw new StsError({ reason: 'malformed', detail: 'Credentials.Expiration is not a date' });
    }
    return credentials as StsCredentials;
  };
}

export interface AliyunIssuer {
  /** A credential for `userId`'s upload directory of today (China time), cached. */
  issue(userId: number): Promise<OssCredential>;
  /**
   * A fresh (uncached) credential for PutObject under `directory` only, e.g. a school disk's
   * upload directory of one teacher (docs/school.md "Uploads straight to the bucket").
   */
  issueFor(userId: number, directory: string): Promise<OssCredential>;
}

/**
 * Aliyun OSS mode's `/v1/oss/token/get` (docs/oss.md "Aliyun OSS mode"): an STS credential per
 * teacher, scoped by {@link uploadPolicy} to its own random directory, in the same token shape as
 * the built-in store, so the web's ali-oss code needs no change. Credentials are cached per
 * teacher until {@link STS_REFRESH_MARGIN_MS} before they expire, and concurrent
 * requests share one AssumeRole call, so a burst of pasted images costs one STS call.
 */
export function createAliyunIssuer({
  settings,
  assumeRole = aliOssAssumeRole(settings),
  now = () => new Date(),
}: {
  settings: AliyunOssSettings;
  assumeRole?: AssumeRole;
  now?: () => Date;
}): AliyunIssuer {
  const endpoint = `https://${settings.bucket}.${settings.region}.aliyuncs.com`;
  const cache = new Map<string, { credential: OssCredential; refreshAt: number }>();
  const inFlight = new Map<string, Promise<OssCredential>>();

  const fetchCredential = async (userId: number, directory: string): Promise<OssCredential> => {
    const c = await assumeRole({
      roleArn: settings.roleArn,
      policy: uploadPolicy(settings.bucket, directory),
      durationSeconds: STS_DURATION_SECONDS,
      sessionName: `aita-${userId}`,
    });
    return {
      accessKeyId: c.AccessKeyId,
      accessKeySecret: c.AccessKeySecret,
      securityToken: Buffer.from(c.SecurityToken, 'utf8').toString('base64'),
      bucketName: settings.bucket,
      directory,
      // Virtual-hosted style: ali-oss with `cname` puts to `{endpoint}/{key}` and signs
      // `/{bucket}/{key}`, which is what OSS expects on the bucket's own host.
      endpoint,
      region: settings.region,
      cname: true,
      sldEnable: false,
      secure: true,
      host: settings.publicHost,
      expiration: new Date(Date.parse(c.Expiration)).toISOString(),
      maxSize: MAX_OBJECT_BYTES,
    };
  };

  return {
    issueFor: fetchCredential,
    async issue(userId) {
      const at = now().getTime();
      // One credential per teacher at a time, with its own random directory (newUploadDirectory).
      const key = String(userId);
      const cached = cache.get(key);
      if (cached && cached.refreshAt > at) return cached.credential;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const request = fetchCredential(userId, newUploadDirectory())
        .then((credential) => {
          const refreshAt = Date.parse(credential.expiration) - STS_REFRESH_MARGIN_MS;
          const t = now().getTime();
          for (const [k, v] of cache) if (v.refreshAt <= t) cache.delete(k);
          if (refreshAt > t) cache.set(key, { credential, refreshAt });
          return credential;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
  };
}
