import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { DEFAULT_WEB_DIST } from './paths';

const MIB = 1024 * 1024;

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'aita-env-test-'));
});
afterAll(() => rm(cwd, { recursive: true, force: true }));

describe(loadConfig, () => {
  it('applies the documented defaults and creates DATA_DIR', () => {
    const config = loadConfig({}, cwd);
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(cwd, 'data'),
      databaseUrl: undefined,
      databaseTimeoutMs: 15_000,
      minFreeDiskBytes: 200 * MIB,
      seedDemo: false,
      publicOrigin: 'http://127.0.0.1:8080',
      logLevel: 'info',
      webDist: DEFAULT_WEB_DIST,
      nodeEnv: 'production',
      icpRecord: '',
      paymentProvider: undefined,
      frameAncestors: [],
      sms: { aliyun: undefined, codesPerIpPerDay: 20 },
      reportRetentionDays: 180,
      ossSecretKey: undefined,
      assistant: {
        aiBaseUrl: undefined,
        aiApiKey: undefined,
        aiModel: undefined,
        aiReasoningModel: undefined,
        aiTimeoutMs: 60_000,
        searxngUrl: undefined,
        searchTimeoutMs: 8_000,
        sensitiveWordsFile: undefined,
        keepAliveMs: 15_000,
        maxStreamsPerUser: 2,
        questionsPerMinute: 20,
        maxAnswerMs: 300_000,
        progressSaveMs: 3_000,
      },
      ai: { vision: undefined, embeddings: undefined, speech: undefined, image: undefined },
      trustProxy: false,
      http: {
        headersTimeoutMs: 20_000,
        bodyTimeoutMs: 30_000,
        uploadTimeoutMs: 3_600_000,
        idleTimeoutMs: 120_000,
        maxConnections: 4096,
      },
      registrationsPerIpPerHour: 10,
      workers: 1,
      redis: undefined,
      jobs: { runWorkers: true, concurrency: 2, pollMs: 500, retentionDays: 30 },
      intakeMaxBytes: { document: 50 * MIB, image: 10 * MIB, sheet: 10 * MIB, audio: 200 * MIB },
    });
    expect(DEFAULT_WEB_DIST.replaceAll('\\', '/')).toMatch(/apps\/web\/dist\/?$/);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/aita',
        DATABASE_URL: 'postgres://u@db:5432/aita',
        SEED_DEMO: '1',
        PUBLIC_ORIGIN: 'https://aita.example.com',
        LOG_LEVEL: 'warn',
        WEB_DIST: 'web',
        NODE_ENV: 'development',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: join(cwd, 'var/aita'),
      databaseUrl: 'postgres://u@db:5432/aita',
      seedDemo: true,
      publicOrigin: 'https://aita.example.com',
      logLevel: 'warn',
      webDist: join(cwd, 'web'),
      nodeEnv: 'development',
    });
  });

  it('reads ICP_RECORD and OSS_SECRET_KEY', () => {
    const key = 'AB'.repeat(32);
    expect(loadConfig({ ICP_RECORD: '京ICP备1号', OSS_SECRET_KEY: key }, cwd)).toMatchObject({
      icpRecord: '京ICP备1号',
      ossSecretKey: key.toLowerCase(),
      aliyunOss: undefined,
    });
    expect(() => loadConfig({ OSS_SECRET_KEY: 'short' }, cwd)).toThrow(/64 hex characters/);
    expect(loadConfig({ ALIYUN_OSS_BUCKET: '' }, cwd).aliyunOss).toBeUndefined();
  });

  const aliyun = {
    ALIYUN_OSS_REGION: 'oss-cn-hangzhou',
    ALIYUN_OSS_BUCKET: 'aita-images',
    ALIYUN_OSS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId',
    ALIYUN_OSS_ACCESS_KEY_SECRET: 'example-secret-value',
    ALIYUN_OSS_ROLE_ARN: 'acs:ram::1234567890123456:role/aita-upload',
  };

  it('reads Aliyun OSS mode with its defaults, or with a CDN host and another STS endpoint', () => {
    expect(loadConfig(aliyun, cwd).aliyunOss).toEqual({
      region: 'oss-cn-hangzhou',
      bucket: 'aita-images',
      accessKeyId: 'LTAI5tExampleKeyId',
      accessKeySecret: 'example-secret-value',
      roleArn: 'acs:ram::1234567890123456:role/aita-upload',
      publicHost: 'https://aita-images.oss-cn-hangzhou.aliyuncs.com',
      stsEndpoint: 'https://sts.aliyuncs.com',
      stsTimeoutMs: 10_000,
    });
    expect(
      loadConfig(
        {
          ...aliyun,
          ALIYUN_OSS_PUBLIC_HOST: 'https://img.example.com/aita/',
          ALIYUN_STS_ENDPOINT: 'https://sts.cn-hangzhou.aliyuncs.com',
          ALIYUN_STS_TIMEOUT_MS: '3000',
        },
        cwd,
      ).aliyunOss,
    ).toMatchObject({
      publicHost: 'https://img.example.com/aita',
      stsEndpoint: 'https://sts.cn-hangzhou.aliyuncs.com',
      stsTimeoutMs: 3000,
    });
  });

  it('reads Aliyun SMS all or none, and SMS_CODES_PER_IP_PER_DAY', () => {
    const sms = {
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAIsms',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '教学助手',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    };
    const full = loadConfig({ ...sms, SMS_CODES_PER_IP_PER_DAY: '300' }, cwd);
    expect(full.sms).toEqual({
      aliyun: {
        accessKeyId: 'LTAIsms',
        accessKeySecret: 'secret',
        signName: '教学助手',
        templateCode: 'SMS_1',
        endpoint: 'https://dysmsapi.aliyuncs.com',
      },
      codesPerIpPerDay: 300,
    });
    const { ALIYUN_SMS_TEMPLATE_CODE: _t, ...partial } = sms;
    expect(() => loadConfig({ ...partial }, cwd)).toThrow(
      /ALIYUN_SMS_TEMPLATE_CODE: Aliyun SMS needs all of/,
    );
    expect(() => loadConfig({ SMS_CODES_PER_IP_PER_DAY: '0' }, cwd)).toThrow(
      /SMS_CODES_PER_IP_PER_DAY/,
    );
  });

  it('refuses a partial Aliyun configuration, naming each missing variable', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env, cwd);
      } catch (e) {
        return (e as ConfigError).problems;
      }
      return [];
    };
    const { ALIYUN_OSS_ROLE_ARN: _arn, ALIYUN_OSS_ACCESS_KEY_SECRET: _secret, ...partial } = aliyun;
    const missing = problems(partial);
    expect(missing).toHaveLength(2);
    expect(missing[0]).toMatch(/^ALIYUN_OSS_ACCESS_KEY_SECRET="": required in Aliyun OSS mode/);
    expect(missing[1]).toMatch(/^ALIYUN_OSS_ROLE_ARN="": required in Aliyun OSS mode/);
    // The optional ones alone are a partial set too.
    expect(problems({ ALIYUN_OSS_PUBLIC_HOST: 'https://img.example.com' })).toHaveLength(5);
    expect(problems({ ...aliyun, ALIYUN_OSS_ENDPOINT: 'x' })[0]).toMatch(
      /^ALIYUN_OSS_ENDPOINT: unknown variable/,
    );
    expect(problems({ ...aliyun, ALIYUN_OSS_REGION: 'cn-hangzhou' })[0]).toMatch(
      /ALIYUN_OSS_REGION="cn-hangzhou": must be an OSS region id like oss-cn-hangzhou/,
    );
    expect(problems({ ...aliyun, ALIYUN_OSS_BUCKET: 'My_Bucket' })[0]).toMatch(/bucket name/);
    expect(problems({ ...aliyun, ALIYUN_OSS_ROLE_ARN: 'aita-upload' })[0]).toMatch(/RAM role ARN/);
    expect(problems({ ...aliyun, ALIYUN_STS_ENDPOINT: 'sts.aliyuncs.com' })[0]).toMatch(
      /ALIYUN_STS_ENDPOINT=.*http\(s\):\/\//,
    );
    // A malformed secret is reported without its value.
    const secret = problems({ ...aliyun, ALIYUN_OSS_ACCESS_KEY_SECRET: 'has a space' });
    expect(secret[0]).toMatch(/^ALIYUN_OSS_ACCESS_KEY_SECRET="…": /);
    expect(secret.join('\n')).not.toContain('has a space');
  });

  it('reads REGISTRATIONS_PER_IP_PER_HOUR (default 10), a positive integer', () => {
    expect(loadConfig({}, cwd).registrationsPerIpPerHour).toBe(10);
    expect(
      loadConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '200' }, cwd).registrationsPerIpPerHour,
    ).toBe(200);
    for (const bad of ['0', '-1', '1.5', 'many', '100001']) {
      expect(() => loadConfig({ REGISTRATIONS_PER_IP_PER_HOUR: bad }, cwd), bad).toThrow(
        /REGISTRATIONS_PER_IP_PER_HOUR/,
      );
    }
  });

  it('maps TRUST_PROXY to Fastify trustProxy: false, true, or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }, cwd).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }, cwd).trustProxy).toBe(true);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }, cwd).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: '192.168.0.0/255.255.0.0' }, cwd).trustProxy).toEqual([
      '192.168.0.0/255.255.0.0',
    ]);
    for (const bad of ['10.0.0.0/33', 'proxy.example.com', '10.0.0.1,', '::1/129', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }, cwd), bad).toThrow(
        /TRUST_PROXY=.*comma-separated list of the proxy's addresses or CIDR ranges/,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: '1' }, cwd)).toThrow(/hop count is not supported/);
  });

  it('reads REDIS_URL (redis:// or rediss://) with the key prefix aita: unless REDIS_KEY_PREFIX', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, cwd).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'aita:',
    });
    expect(
      loadConfig(
        {
          REDIS_URL: 'rediss://default:pw@r-bp1.redis.rds.aliyuncs.com:6380/2',
          REDIS_KEY_PREFIX: 'aita:staging:',
        },
        cwd,
      ).redis,
    ).toEqual({
      url: 'rediss://default:pw@r-bp1.redis.rds.aliyuncs.com:6380/2',
      keyPrefix: 'aita:staging:',
    });
    expect(loadConfig({ REDIS_URL: '' }, cwd).redis).toBeUndefined();
    for (const bad of ['127.0.0.1:6379', 'http://127.0.0.1:6379', 'redis://', 'redis://a b']) {
      expect(() => loadConfig({ REDIS_URL: bad }, cwd), bad).toThrow(
        /REDIS_URL=.*must be a redis:\/\/ or rediss:\/\/ URL/,
      );
    }
    // A refused URL is reported without its password.
    let message = '';
    try {
      loadConfig({ REDIS_URL: 'redis://user:hunter2@' }, cwd);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/REDIS_URL="redis:\/\/…@"/);
    expect(message).not.toContain('hunter2');
    expect(() => loadConfig({ REDIS_URL: 'redis://r:6379', REDIS_KEY_PREFIX: 'a b' }, cwd)).toThrow(
      /REDIS_KEY_PREFIX=.*letters, digits/,
    );
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'aita:' }, cwd)).toThrow(
      /REDIS_KEY_PREFIX="aita:": only used with REDIS_URL/,
    );
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, cwd)).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });

  it('lists every bad variable on its own line', () => {
    const error = (() => {
      try {
        loadConfig(
          { PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SEED_DEMO: 'yes' },
          cwd,
        );
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('PORT='))).toMatch(/integer from 0 to 65535/);
    expect(problems.find((p) => p.startsWith('DATABASE_URL='))).toMatch(/postgres:\/\//);
    expect(problems.find((p) => p.startsWith('LOG_LEVEL='))).toMatch(/one of/);
    expect(problems.find((p) => p.startsWith('SEED_DEMO='))).toBeDefined();
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(ConfigError);
  });

  it('reads the AI capabilities: base URL and key default to the chat endpoint', () => {
    const config = loadConfig(
      {
        AI_BASE_URL: 'https://dashscope.aliyuncs.com/compatible-mode/v1/',
        AI_API_KEY: 'sk-chat',
        AI_MODEL: 'qwen-plus',
        AI_VISION_MODEL: 'qwen-vl-max',
        EMBEDDING_MODEL: 'text-embedding-v4',
        EMBEDDING_DIMENSIONS: '1024',
        IMAGE_MODEL: 'wanx-v1',
        IMAGE_TIMEOUT_MS: '90000',
      },
      cwd,
    );
    const base = 'https://dashscope.aliyuncs.com/compatible-mode/v1';
    expect(config.ai).toEqual({
      vision: { baseUrl: base, apiKey: 'sk-chat', model: 'qwen-vl-max', timeoutMs: 120_000 },
      embeddings: {
        baseUrl: base,
        apiKey: 'sk-chat',
        model: 'text-embedding-v4',
        timeoutMs: 60_000,
        dimensions: 1024,
        batchSize: 10,
      },
      speech: undefined,
      image: { baseUrl: base, apiKey: 'sk-chat', model: 'wanx-v1', timeoutMs: 90_000 },
    });
  });

  it('never sends the chat key to a capability with its own base URL', () => {
    const config = loadConfig(
      {
        AI_BASE_URL: 'https://api.deepseek.com/v1',
        AI_API_KEY: 'sk-deepseek',
        AI_MODEL: 'deepseek-chat',
        ASR_BASE_URL: 'http://127.0.0.1:9000/v1',
        ASR_MODEL: 'whisper-1',
        EMBEDDING_BASE_URL: 'http://127.0.0.1:11434/v1',
        EMBEDDING_API_KEY: 'ollama',
        EMBEDDING_MODEL: 'bge-m3',
        EMBEDDING_BATCH_SIZE: '64',
      },
      cwd,
    );
    expect(config.ai.speech).toEqual({
      baseUrl: 'http://127.0.0.1:9000/v1',
      apiKey: '',
      model: 'whisper-1',
      timeoutMs: 300_000,
      maxUploadBytes: 24_000_000,
    });
    expect(config.ai.embeddings).toMatchObject({ apiKey: 'ollama', batchSize: 64 });
  });

  it('refuses an AI capability half configured, naming the variable', () => {
    const problems = (env: Record<string, string>): string[] => {
      try {
        loadConfig(env, cwd);
      } catch (e) {
        if (e instanceof ConfigError) return e.problems;
        throw e;
      }
      return [];
    };
    expect(problems({ EMBEDDING_MODEL: 'bge-m3' })).toEqual([
      'EMBEDDING_MODEL="bge-m3": needs EMBEDDING_BASE_URL (or AI_BASE_URL)',
    ]);
    expect(problems({ ASR_BASE_URL: 'http://127.0.0.1:9000/v1', ASR_API_KEY: 'k' })).toEqual([
      'ASR_BASE_URL: only used with ASR_MODEL; set ASR_MODEL too, or unset it',
      'ASR_API_KEY: only used with ASR_MODEL; set ASR_MODEL too, or unset it',
    ]);
    const bad = problems({
      EMBEDDING_DIMENSIONS: '0',
      EMBEDDING_BATCH_SIZE: 'many',
      IMAGE_BASE_URL: 'ftp://x',
      AI_VISION_API_KEY: ' ',
      AI_VISION_TIMEOUT_MS: '-1',
    });
    expect(bad.find((p) => p.startsWith('EMBEDDING_DIMENSIONS='))).toMatch(/integer from 1/);
    expect(bad.find((p) => p.startsWith('EMBEDDING_BATCH_SIZE='))).toMatch(/integer from 1/);
    expect(bad.find((p) => p.startsWith('IMAGE_BASE_URL='))).toMatch(/http\(s\)/);
    expect(bad.find((p) => p.startsWith('AI_VISION_TIMEOUT_MS='))).toMatch(/integer from 1/);
    const secret = problems({ AI_VISION_API_KEY: 'sk-very-secret', AI_VISION_TIMEOUT_MS: 'x' });
    expect(secret.join('\n')).not.toContain('sk-very-secret');
  });
});

describe('PAYMENT_PROVIDER and FRAME_ANCESTORS', () => {
  it('accepts sandbox or nothing, and https origins only', () => {
    const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'aita-env-pay-')) };
    expect(loadConfig(base).paymentProvider).toBeUndefined();
    expect(loadConfig({ ...base, PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'wechat' })).toThrow(/PAYMENT_PROVIDER/);
    expect(
      loadConfig({ ...base, FRAME_ANCESTORS: 'https://a.example.com,https://b.example.cn:8443' })
        .frameAncestors,
    ).toEqual(['https://a.example.com', 'https://b.example.cn:8443']);
    expect(() => loadConfig({ ...base, FRAME_ANCESTORS: '*' })).toThrow(/FRAME_ANCESTORS/);
  });
});
