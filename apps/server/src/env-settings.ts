/**
 * The shapes of the settings `loadConfig` (env.ts) reads from the environment, one per concern,
 * kept apart from the parsing rules. No `process.env` here (only env.ts reads it).
 */

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
