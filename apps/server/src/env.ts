import { DEFAULT_HTTP_LIMITS } from './platform/http/deadlines';
import { mkdirSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_JOB_RETENTION_DAYS } from './jobs/purge';
import { STREAM_KEEP_ALIVE_MS } from '@aita/core';
import { DEFAULT_JOB_CONCURRENCY, DEFAULT_JOB_POLL_MS } from './jobs/queue';
import { resolveAiProviderSettings } from './ai/settings';
import {
  canParseUrl,
  httpUrl,
  nonNegativeInt,
  optional,
  positiveInt,
  trustProxySchema,
} from './env-parsers';
import { DEFAULT_WEB_DIST } from './paths';
import { DEFAULT_MAX_BYTES } from './platform/intake/limits';
import { courseCdnSettings } from './platform/cdn/url-auth';
import { smsSettings } from './platform/sms/settings';
import { paymentSettings } from './platform/payment/settings';

/** Registrations per client IP and hour unless REGISTRATIONS_PER_IP_PER_HOUR says otherwise. */
export const DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR = 10;

export { LOG_LEVELS } from './env-settings';
export type {
  AliyunOssSettings,
  AssistantSettings,
  Config,
  JobSettings,
  LogLevel,
  RedisSettings,
} from './env-settings';
import { LOG_LEVELS, type AliyunOssSettings, type Config } from './env-settings';

/** The variables Aliyun OSS mode needs, all or none. */
export const ALIYUN_OSS_REQUIRED = [
  'ALIYUN_OSS_REGION',
  'ALIYUN_OSS_BUCKET',
  'ALIYUN_OSS_ACCESS_KEY_ID',
  'ALIYUN_OSS_ACCESS_KEY_SECRET',
  'ALIYUN_OSS_ROLE_ARN',
] as const;
const ALIYUN_OPTIONAL = ['ALIYUN_OSS_PUBLIC_HOST', 'ALIYUN_STS_ENDPOINT', 'ALIYUN_STS_TIMEOUT_MS'];

/** Configuration errors, one line per bad variable, in English for operators. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const mb = (value: number | undefined) => (value === undefined ? undefined : value * 1024 * 1024);

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be an integer from 0 to 65535' })
      .int('must be an integer from 0 to 65535')
      .min(0, 'must be an integer from 0 to 65535')
      .max(65535, 'must be an integer from 0 to 65535'),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DB_TIMEOUT_MS: positiveInt(600_000),
  MIN_FREE_DISK_MB: nonNegativeInt(10_000_000),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL'),
  ),
  SEED_DEMO: optional(z.enum(['0', '1'], { error: 'must be 1 (seed) or 0' })),
  KNOWLEDGE_ALLOW_PRIVATE_URLS: optional(
    z.enum(['0', '1'], { error: 'must be 1 (tests only) or 0' }),
  ),
  PUBLIC_ORIGIN: optional(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin like https://aita.example.com (no path)'),
  ),
  PAYMENT_PROVIDER: optional(
    z.enum(['sandbox', 'wechat', 'alipay'], { error: 'must be sandbox, wechat or alipay' }),
  ),
  FRAME_ANCESTORS: optional(
    z
      .string()
      .regex(
        /^\s*https:\/\/[A-Za-z0-9.-]+(:\d+)?(\s*[ ,]\s*https:\/\/[A-Za-z0-9.-]+(:\d+)?)*\s*$/,
        'must be https origins separated by spaces or commas, e.g. https://os.example.com',
      ),
  ),
  ICP_RECORD: optional(z.string().max(100, 'must be at most 100 characters')),
  OSS_SECRET_KEY: optional(z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  WEB_DIST: optional(z.string()),
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    }),
  ),
  AI_BASE_URL: httpUrl,
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string()),
  AI_REASONING_MODEL: optional(z.string()),
  AI_TIMEOUT_MS: positiveInt(3_600_000),
  SEARXNG_URL: httpUrl,
  SEARCH_TIMEOUT_MS: positiveInt(600_000),
  SENSITIVE_WORDS_FILE: optional(z.string()),
  AI_KEEP_ALIVE_MS: positiveInt(STREAM_KEEP_ALIVE_MS),
  AI_MAX_STREAMS_PER_USER: positiveInt(100),
  AI_QUESTIONS_PER_MINUTE: positiveInt(10_000),
  AI_MAX_ANSWER_MS: positiveInt(3_600_000),
  AI_PROGRESS_SAVE_MS: positiveInt(600_000),
  AI_VISION_BASE_URL: httpUrl,
  AI_VISION_API_KEY: optional(z.string()),
  AI_VISION_MODEL: optional(z.string()),
  AI_VISION_TIMEOUT_MS: positiveInt(3_600_000),
  EMBEDDING_BASE_URL: httpUrl,
  EMBEDDING_API_KEY: optional(z.string()),
  EMBEDDING_MODEL: optional(z.string()),
  EMBEDDING_DIMENSIONS: positiveInt(65_536),
  EMBEDDING_BATCH_SIZE: positiveInt(2048),
  EMBEDDING_TIMEOUT_MS: positiveInt(3_600_000),
  ASR_BASE_URL: httpUrl,
  ASR_API_KEY: optional(z.string()),
  ASR_MODEL: optional(z.string()),
  ASR_TIMEOUT_MS: positiveInt(3_600_000),
  ASR_MAX_UPLOAD_MB: positiveInt(2048),
  IMAGE_BASE_URL: httpUrl,
  IMAGE_API_KEY: optional(z.string()),
  IMAGE_MODEL: optional(z.string()),
  IMAGE_TIMEOUT_MS: positiveInt(3_600_000),
  TRUST_PROXY: trustProxySchema,
  HTTP_HEADERS_TIMEOUT_MS: positiveInt(600_000),
  HTTP_BODY_TIMEOUT_MS: positiveInt(3_600_000),
  HTTP_UPLOAD_TIMEOUT_MS: positiveInt(86_400_000),
  HTTP_IDLE_TIMEOUT_MS: positiveInt(3_600_000),
  HTTP_MAX_CONNECTIONS: positiveInt(1_000_000),
  REGISTRATIONS_PER_IP_PER_HOUR: positiveInt(100_000),
  INTAKE_MAX_DOCUMENT_MB: positiveInt(2048),
  INTAKE_MAX_IMAGE_MB: positiveInt(2048),
  INTAKE_MAX_SHEET_MB: positiveInt(2048),
  INTAKE_MAX_AUDIO_MB: positiveInt(2048),
  REDIS_URL: optional(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .refine(canParseUrl, 'must be a redis:// or rediss:// URL with a host'),
  ),
  REDIS_KEY_PREFIX: optional(
    z
      .string()
      .regex(
        /^[A-Za-z0-9_.:-]{1,64}$/,
        'must be 1 to 64 letters, digits or _ . : - (e.g. aita:staging:)',
      ),
  ),
  ALIYUN_OSS_REGION: optional(
    z.string().regex(/^oss-[a-z0-9-]+$/, 'must be an OSS region id like oss-cn-hangzhou'),
  ),
  ALIYUN_OSS_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits or hyphens',
      ),
  ),
  ALIYUN_OSS_ACCESS_KEY_ID: optional(
    z.string().regex(/^[A-Za-z0-9]{8,128}$/, 'must be an AccessKey ID (letters and digits)'),
  ),
  ALIYUN_OSS_ACCESS_KEY_SECRET: optional(
    z.string().regex(/^\S{8,256}$/, 'must be an AccessKey secret (no spaces)'),
  ),
  ALIYUN_OSS_ROLE_ARN: optional(
    z
      .string()
      .regex(
        /^acs:ram::\d+:role\/[A-Za-z0-9._-]+$/,
        'must be a RAM role ARN like acs:ram::1234567890123456:role/aita-upload',
      ),
  ),
  ALIYUN_OSS_PUBLIC_HOST: optional(
    z
      .string()
      .regex(
        /^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/,
        'must be a base URL like https://img.example.com (no query)',
      ),
  ),
  JOBS_WORKERS: optional(
    z.enum(['0', '1'], { error: 'must be 1 (run job workers in this process) or 0' }),
  ),
  WORKERS: positiveInt(64),
  JOBS_CONCURRENCY: positiveInt(100),
  JOBS_POLL_MS: positiveInt(60_000),
  JOBS_RETENTION_DAYS: positiveInt(3650),
  REPORT_RETENTION_DAYS: positiveInt(3650),
  ALIYUN_STS_ENDPOINT: httpUrl,
  ALIYUN_STS_TIMEOUT_MS: positiveInt(120_000),
});

/** Aliyun OSS mode from the parsed variables; problems for a partial or unknown set. */
function aliyunSettings(
  env: Record<string, string | undefined>,
  e: z.infer<typeof envSchema>,
): { settings?: AliyunOssSettings; problems: string[] } {
  const known = new Set<string>([...ALIYUN_OSS_REQUIRED, ...ALIYUN_OPTIONAL]);
  const problems = Object.keys(env)
    .filter((k) => /^ALIYUN_(OSS|STS)_/.test(k) && env[k] && !known.has(k))
    .map((k) => `${k}: unknown variable (Aliyun OSS mode reads ${[...known].join(', ')})`);
  const set = [...ALIYUN_OSS_REQUIRED, ...ALIYUN_OPTIONAL].filter((k) => env[k]);
  if (set.length === 0) return { problems };
  const missing = ALIYUN_OSS_REQUIRED.filter((k) => !env[k]);
  for (const name of missing) {
    problems.push(
      `${name}="": required in Aliyun OSS mode (${set.join(', ')} set); ` +
        'set all of ' +
        `${ALIYUN_OSS_REQUIRED.join(', ')}, or none to use the built-in store`,
    );
  }
  const {
    ALIYUN_OSS_REGION: region,
    ALIYUN_OSS_BUCKET: bucket,
    ALIYUN_OSS_ACCESS_KEY_ID: accessKeyId,
    ALIYUN_OSS_ACCESS_KEY_SECRET: accessKeySecret,
    ALIYUN_OSS_ROLE_ARN: roleArn,
  } = e;
  if (problems.length > 0 || !region || !bucket || !accessKeyId || !accessKeySecret || !roleArn) {
    return { problems };
  }
  return {
    problems,
    settings: {
      region,
      bucket,
      accessKeyId,
      accessKeySecret,
      roleArn,
      publicHost: (e.ALIYUN_OSS_PUBLIC_HOST ?? `https://${bucket}.${region}.aliyuncs.com`).replace(
        /\/+$/,
        '',
      ),
      stsEndpoint: e.ALIYUN_STS_ENDPOINT ?? 'https://sts.aliyuncs.com',
      stsTimeoutMs: e.ALIYUN_STS_TIMEOUT_MS ?? 10_000,
    },
  };
}

/** Default REPORT_RETENTION_DAYS: tracking events are kept this many days (housekeeping). */
export const DEFAULT_REPORT_RETENTION_DAYS = 180;

/**
 * Parses configuration from an environment record (default `process.env`).
 * Relative paths resolve against `cwd`; DATA_DIR is created.
 * @throws ConfigError listing every bad variable.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      // Never echo a secret back into logs, nor the password of a connection URL.
      const value = /SECRET|KEY$/.test(name) ? '…' : env[name]?.replace(/\/\/[^@/\s]*@/, '//…@');
      return `${name}=${JSON.stringify(value ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const aliyun = aliyunSettings(env, e);
  if (aliyun.problems.length > 0) throw new ConfigError(aliyun.problems);
  const courseCdn = courseCdnSettings(env, aliyun.settings !== undefined);
  if (courseCdn.problems.length > 0) throw new ConfigError(courseCdn.problems);
  const sms = smsSettings(env);
  if (sms.problems.length > 0) throw new ConfigError(sms.problems);
  const payment = paymentSettings(
    env,
    e.PAYMENT_PROVIDER,
    e.PUBLIC_ORIGIN ?? `http://127.0.0.1:${e.PORT ?? 8080}`,
    (path) => (isAbsolute(path) ? path : resolve(cwd, path)),
  );
  if (payment.problems.length > 0) throw new ConfigError(payment.problems);
  if (e.REDIS_KEY_PREFIX && !e.REDIS_URL) {
    throw new ConfigError([
      `REDIS_KEY_PREFIX=${JSON.stringify(e.REDIS_KEY_PREFIX)}: only used with REDIS_URL; set REDIS_URL too, or unset it`,
    ]);
  }
  if ((e.WORKERS ?? 1) > 1 && !e.DATABASE_URL) {
    throw new ConfigError([
      `WORKERS=${e.WORKERS}: the embedded database serves one process; set DATABASE_URL (PostgreSQL) or unset WORKERS`,
    ]);
  }
  const ai = resolveAiProviderSettings(e);
  if (ai.problems.length > 0) throw new ConfigError(ai.problems);
  const port = e.PORT ?? 8080;
  const host = e.HOST ?? '127.0.0.1';
  const dataDir = resolve(cwd, e.DATA_DIR ?? './data');
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError([
      `DATA_DIR=${JSON.stringify(dataDir)}: cannot create it (${(error as Error).message})`,
    ]);
  }
  const webDist = e.WEB_DIST
    ? isAbsolute(e.WEB_DIST)
      ? e.WEB_DIST
      : resolve(cwd, e.WEB_DIST)
    : DEFAULT_WEB_DIST;
  return {
    port,
    host,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseTimeoutMs: e.DB_TIMEOUT_MS ?? 15_000,
    minFreeDiskBytes: mb(e.MIN_FREE_DISK_MB ?? 200) ?? 0,
    seedDemo: e.SEED_DEMO === '1',
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`,
    logLevel: e.LOG_LEVEL ?? 'info',
    webDist,
    nodeEnv: e.NODE_ENV ?? 'production',
    icpRecord: e.ICP_RECORD ?? '',
    paymentProvider: e.PAYMENT_PROVIDER,
    ...(payment.settings ? { payment: payment.settings } : {}),
    frameAncestors: (e.FRAME_ANCESTORS ?? '').split(/[\s,]+/).filter(Boolean),
    sms: sms.settings,
    reportRetentionDays: e.REPORT_RETENTION_DAYS ?? DEFAULT_REPORT_RETENTION_DAYS,
    ossSecretKey: e.OSS_SECRET_KEY?.toLowerCase(),
    aliyunOss: aliyun.settings,
    courseCdn: courseCdn.settings,
    searchPath: env.PATH,
    ...(e.KNOWLEDGE_ALLOW_PRIVATE_URLS === '1' ? { knowledgeAllowPrivateUrls: true } : {}),
    assistant: {
      aiBaseUrl: e.AI_BASE_URL,
      aiApiKey: e.AI_API_KEY,
      aiModel: e.AI_MODEL,
      aiReasoningModel: e.AI_REASONING_MODEL,
      aiTimeoutMs: e.AI_TIMEOUT_MS ?? 60_000,
      searxngUrl: e.SEARXNG_URL,
      searchTimeoutMs: e.SEARCH_TIMEOUT_MS ?? 8_000,
      sensitiveWordsFile: e.SENSITIVE_WORDS_FILE ? resolve(cwd, e.SENSITIVE_WORDS_FILE) : undefined,
      keepAliveMs: e.AI_KEEP_ALIVE_MS ?? STREAM_KEEP_ALIVE_MS,
      maxStreamsPerUser: e.AI_MAX_STREAMS_PER_USER ?? 2,
      questionsPerMinute: e.AI_QUESTIONS_PER_MINUTE ?? 20,
      maxAnswerMs: e.AI_MAX_ANSWER_MS ?? 300_000,
      progressSaveMs: e.AI_PROGRESS_SAVE_MS ?? 3_000,
    },
    ai: ai.settings,
    trustProxy: e.TRUST_PROXY ?? false,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS ?? DEFAULT_HTTP_LIMITS.headersTimeoutMs,
      bodyTimeoutMs: e.HTTP_BODY_TIMEOUT_MS ?? DEFAULT_HTTP_LIMITS.bodyTimeoutMs,
      uploadTimeoutMs: e.HTTP_UPLOAD_TIMEOUT_MS ?? DEFAULT_HTTP_LIMITS.uploadTimeoutMs,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS ?? DEFAULT_HTTP_LIMITS.idleTimeoutMs,
      maxConnections: e.HTTP_MAX_CONNECTIONS ?? DEFAULT_HTTP_LIMITS.maxConnections,
    },
    registrationsPerIpPerHour:
      e.REGISTRATIONS_PER_IP_PER_HOUR ?? DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR,
    workers: e.WORKERS ?? 1,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX ?? 'aita:' } : undefined,
    jobs: {
      runWorkers: e.JOBS_WORKERS !== '0',
      concurrency: e.JOBS_CONCURRENCY ?? DEFAULT_JOB_CONCURRENCY,
      pollMs: e.JOBS_POLL_MS ?? DEFAULT_JOB_POLL_MS,
      retentionDays: e.JOBS_RETENTION_DAYS ?? DEFAULT_JOB_RETENTION_DAYS,
    },
    intakeMaxBytes: {
      document: mb(e.INTAKE_MAX_DOCUMENT_MB) ?? DEFAULT_MAX_BYTES.document,
      image: mb(e.INTAKE_MAX_IMAGE_MB) ?? DEFAULT_MAX_BYTES.image,
      sheet: mb(e.INTAKE_MAX_SHEET_MB) ?? DEFAULT_MAX_BYTES.sheet,
      audio: mb(e.INTAKE_MAX_AUDIO_MB) ?? DEFAULT_MAX_BYTES.audio,
    },
  };
}

/**
 * `TEST_DATABASE_URL`: an administrative PostgreSQL URL under which tests create a fresh
 * database each (`aita_t_<random>`). Undefined when tests should use PGlite.
 */
export function testDatabaseUrl(): string | undefined {
  const value = process.env.TEST_DATABASE_URL;
  return value ? value : undefined;
}

/**
 * `TEST_REDIS_URL`: the Redis of the shared-limits tests (`*.redis.test.ts`), which run only when
 * it is set (vitest.config.ts), as the PostgreSQL runs need TEST_DATABASE_URL: `npm test` on a
 * machine with only Node and npm stays green, and CI (`.ci/run`) sets it. Each test file uses its
 * own key prefix and deletes its keys.
 */
export function testRedisUrl(): string {
  const value = process.env.TEST_REDIS_URL;
  if (!value) throw new Error('TEST_REDIS_URL is not set (the *.redis.test.ts files need it)');
  return value;
}
