import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { DEFAULT_WEB_DIST } from './paths';

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
      seedDemo: false,
      publicOrigin: 'http://127.0.0.1:8080',
      logLevel: 'info',
      webDist: DEFAULT_WEB_DIST,
      nodeEnv: 'production',
      icpRecord: '',
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
      },
      trustProxy: false,
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

  it('reads ICP_RECORD and OSS_SECRET_KEY, and refuses ALIYUN_OSS_* (not implemented)', () => {
    const key = 'AB'.repeat(32);
    expect(loadConfig({ ICP_RECORD: '京ICP备1号', OSS_SECRET_KEY: key }, cwd)).toMatchObject({
      icpRecord: '京ICP备1号',
      ossSecretKey: key.toLowerCase(),
    });
    expect(() => loadConfig({ OSS_SECRET_KEY: 'short' }, cwd)).toThrow(/64 hex characters/);
    expect(() => loadConfig({ ALIYUN_OSS_BUCKET: 'b' }, cwd)).toThrow(
      /ALIYUN_OSS_BUCKET: Aliyun OSS mode is not implemented yet/,
    );
    expect(loadConfig({ ALIYUN_OSS_BUCKET: '' }, cwd).ossSecretKey).toBeUndefined();
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
});
