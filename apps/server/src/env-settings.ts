/**
 * The shapes of the settings `loadConfig` (env.ts) reads from the environment, one per concern,
 * kept apart from the parsing rules. No `process.env` here (only env.ts reads it).
 */

import type { HttpLimits } from './platform/http/deadlines';
import type { FileKind } from '@aita/contract';
import type { AiProviderSettings } from './ai/settings';
import type { CdnSettings } from './platform/cdn/url-auth';
import type { SmsSettings } from './platform/sms/settings';
import type { PaymentSettings } from './platform/payment/settings';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** JOBS_*: where and how the durable job queue's workers run. */
export interface JobSettings {
  /** JOBS_WORKERS (default 1): 0 runs no job workers here (they run in other processes). */
  runWorkers: boolean;
  /** JOBS_CONCURRENCY (default 2): jobs of one kind run at once, unless its handler says. */
  concurrency: number;
  /** JOBS_POLL_MS (default 500): how often idle workers look for due jobs. */
  pollMs: number;
  /** JOBS_RETENTION_DAYS (default 30): finished jobs older than this are deleted hourly. */
  retentionDays: number;
}

/** REDIS_URL and REDIS_KEY_PREFIX. */
export interface RedisSettings {
  /** REDIS_URL, `redis://[[user]:password@]host[:port][/db]` or `rediss://` (TLS). Secret. */
  url: string;
  /** REDIS_KEY_PREFIX, default `aita:`: every key starts with it (deployments sharing a Redis). */
  keyPrefix: string;
}

/** ALIYUN_OSS_* and ALIYUN_STS_*: all five required names set, or none. */
export interface AliyunOssSettings {
  /** ALIYUN_OSS_REGION, e.g. `oss-cn-hangzhou`. */
  region: string;
  /** ALIYUN_OSS_BUCKET. */
  bucket: string;
  /** ALIYUN_OSS_ACCESS_KEY_ID of the RAM user allowed to assume the role. */
  accessKeyId: string;
  /** ALIYUN_OSS_ACCESS_KEY_SECRET (secret: never logged, never sent to a browser). */
  accessKeySecret: string;
  /** ALIYUN_OSS_ROLE_ARN, `acs:ram::<account>:role/<name>`. */
  roleArn: string;
  /** ALIYUN_OSS_PUBLIC_HOST (CDN or custom domain), else `https://{bucket}.{region}.aliyuncs.com`. */
  publicHost: string;
  /** ALIYUN_STS_ENDPOINT, default `https://sts.aliyuncs.com`. */
  stsEndpoint: string;
  /** ALIYUN_STS_TIMEOUT_MS, default 10000. */
  stsTimeoutMs: number;
  /**
   * Not from the environment: ali-oss's `urllib` for the server's own bucket calls, which tests
   * point at a local fake bucket (`test/aliyun-oss.ts`); unset in production.
   */
  transport?: unknown;
}

/** AI assistant settings: model, web search, word list, stream limits. */
export interface AssistantSettings {
  /** AI_BASE_URL; with AI_MODEL selects the OpenAI-compatible model, else offline mode. */
  aiBaseUrl: string | undefined;
  /** AI_API_KEY (secret: never logged). */
  aiApiKey: string | undefined;
  /** AI_MODEL. */
  aiModel: string | undefined;
  /** AI_REASONING_MODEL (deep think); defaults to AI_MODEL. */
  aiReasoningModel: string | undefined;
  /** AI_TIMEOUT_MS: idle timeout of the model stream (default 60000). */
  aiTimeoutMs: number;
  /** SEARXNG_URL; without it the built-in corpus is the web search. */
  searxngUrl: string | undefined;
  /** SEARCH_TIMEOUT_MS (default 8000). */
  searchTimeoutMs: number;
  /** SENSITIVE_WORDS_FILE, absolute; added to the default word list. */
  sensitiveWordsFile: string | undefined;
  /** AI_KEEP_ALIVE_MS: idle time before a `keep-alive` event (default and max 15000). */
  keepAliveMs: number;
  /** AI_MAX_STREAMS_PER_USER: concurrent answers per teacher (default 2). */
  maxStreamsPerUser: number;
  /** AI_QUESTIONS_PER_MINUTE: questions per teacher per sliding minute (default 20). */
  questionsPerMinute: number;
  /** AI_MAX_ANSWER_MS: hard cap on one answer (default 300000). */
  maxAnswerMs: number;
  /**
   * AI_PROGRESS_SAVE_MS (default 3000): how often the answer streamed so far is saved, so a
   * killed process loses at most this much of it.
   */
  progressSaveMs: number;
}

/**
 * Server configuration, validated once at start (ARCHITECTURE.md "Process contract").
 * This is the only module that reads `process.env`.
 */
export interface Config {
  /** Port to listen on; 0 picks a free port. */
  port: number;
  host: string;
  /** Absolute; holds the embedded database (`pglite/`) and stored files. Created if missing. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * DB_TIMEOUT_MS (default 15000): the deadline of one database call (PostgreSQL
   * `statement_timeout`; an embedded worker silent this long is declared wedged).
   */
  databaseTimeoutMs: number;
  /**
   * MIN_FREE_DISK_MB (default 200; 0 turns it off), in bytes: below it DATA_DIR is "not ready"
   * and the embedded database refuses writes with 存储空间不足 before it runs out.
   */
  minFreeDiskBytes: number;
  /** `SEED_DEMO=1`: seed the demo catalogue even on PostgreSQL. */
  seedDemo: boolean;
  publicOrigin: string;
  logLevel: LogLevel;
  /** Absolute path of the built web app (index.html, assets/). */
  webDist: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** ICP_RECORD: the ICP filing line of the home footer (docs/apps.md "Config"); '' when unset. */
  icpRecord: string;
  /**
   * PAYMENT_PROVIDER (docs/membership.md "Payment providers"): `sandbox` turns on the built-in
   * provider that never charges (labelled everywhere, a warning at boot); unset: no online
   * payment (orders answer 40003, redeem codes still work).
   */
  paymentProvider: 'sandbox' | 'wechat' | 'alipay' | undefined;
  /** The real provider's settings (PAYMENT_PROVIDER wechat or alipay). */
  payment?: PaymentSettings;
  /**
   * FRAME_ANCESTORS (docs/security.md "Framing"): https origins of the host sites that may embed
   * the app (the os=jzax mode), besides the app itself; empty: only the app's own pages.
   */
  frameAncestors: string[];
  /** ALIYUN_SMS_* and SMS_CODES_PER_IP_PER_DAY (docs/security.md "SMS codes"). */
  sms: SmsSettings;
  /** REPORT_RETENTION_DAYS (default 180): `/v1/report` events older than this are deleted. */
  reportRetentionDays: number;
  /**
   * OSS_SECRET_KEY (64 hex characters): encrypts the built-in object store's temporary upload
   * secrets. Unset: a key is generated once in DATA_DIR/oss/secret.key (docs/oss.md).
   */
  ossSecretKey: string | undefined;
  /**
   * Aliyun OSS mode (docs/oss.md "Aliyun OSS mode"): uploads go to the bucket with STS
   * credentials. Undefined: the built-in store on disk.
   */
  aliyunOss: AliyunOssSettings | undefined;
  /**
   * COURSE_CDN_HOST and COURSE_CDN_AUTH_KEY (docs/aiCourse.md "Video delivery"): lesson videos
   * are sent to this CDN (origin: the OSS bucket) with type A signed URLs. Aliyun OSS mode only.
   */
  courseCdn: CdnSettings | undefined;
  /** PATH: where optional programs (LibreOffice's `soffice` for previews) are looked for. */
  searchPath: string | undefined;
  /**
   * KNOWLEDGE_ALLOW_PRIVATE_URLS=1 (tests only): the knowledge library may fetch web pages on
   * loopback and private addresses (docs/knowledge.md "Web pages"). Absent otherwise.
   */
  knowledgeAllowPrivateUrls?: boolean;
  /** The AI assistant's engines and limits (docs/ai.md, docs/assistant.md). */
  assistant: AssistantSettings;
  /**
   * The optional AI capabilities beside chat: vision, embeddings, speech, image (docs/architecture/
   * ai.md "Configuration"); each undefined when its model is not set.
   */
  ai: AiProviderSettings;
  /**
   * TRUST_PROXY → Fastify's `trustProxy` (docs/server.md "Behind a reverse proxy"): `false`
   * ignores X-Forwarded-*; `true` trusts every peer; a list trusts only those proxy addresses
   * (IPs, CIDRs, or proxy-addr's `loopback`/`linklocal`/`uniquelocal`).
   */
  trustProxy: boolean | string[];
  /**
   * HTTP_HEADERS_TIMEOUT_MS, HTTP_BODY_TIMEOUT_MS, HTTP_UPLOAD_TIMEOUT_MS, HTTP_IDLE_TIMEOUT_MS,
   * HTTP_MAX_CONNECTIONS (docs/server.md "Deadlines and connection cap").
   */
  http: HttpLimits;
  /**
   * REGISTRATIONS_PER_IP_PER_HOUR (default 10, docs/identity.md "Throttling"): accounts one
   * address may register in an hour. A school whose teachers share one public address (NAT) may
   * need more; behind a proxy, set TRUST_PROXY first so the address is the teacher's.
   */
  registrationsPerIpPerHour: number;
  /**
   * REDIS_URL and REDIS_KEY_PREFIX (docs/assistant.md "Limits"): state several instances must
   * share (the assistant's per-teacher limits) lives in this Redis. Undefined: in this process.
   */
  redis: RedisSettings | undefined;
  /**
   * INTAKE_MAX_DOCUMENT_MB, INTAKE_MAX_IMAGE_MB, INTAKE_MAX_SHEET_MB, INTAKE_MAX_AUDIO_MB
   * (defaults 50, 10, 10, 200; docs/architecture/intake.md "Limits"): the largest upload per kind.
   */
  intakeMaxBytes: Record<FileKind, number>;
  /** The background job queue in this process (docs/architecture/jobs.md "Configuration"). */
  jobs: JobSettings;
  /** WORKERS (default 1): server processes sharing the port (PostgreSQL only; src/cluster.ts). */
  workers: number;
}
