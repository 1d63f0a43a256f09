import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env';
import { courseCdnSettings, signCdnUrlTypeA } from './url-auth';

describe(signCdnUrlTypeA, () => {
  it("gives the example of Aliyun's type A document", () => {
    // URI /video/standard/test.mp4, timestamp 1444435200 (2015-10-10 00:00 UTC), rand 0, uid 0,
    // key aliyuncdnexp1234: md5 of "/video/standard/test.mp4-1444435200-0-0-aliyuncdnexp1234".
    expect(
      signCdnUrlTypeA(
        { host: 'http://cdn.example.com', authKey: 'aliyuncdnexp1234' },
        'video/standard/test.mp4',
        { timestamp: 1444435200, rand: '0' },
      ),
    ).toBe(
      'http://cdn.example.com/video/standard/test.mp4?auth_key=1444435200-0-0-23bf85053008f5c0e791667a313e28ce',
    );
  });

  it('signs a course key with a UUID rand, and the percent-encoded path when it has to be', () => {
    const cdn = { host: 'https://video.example.com', authKey: 'AitaCdnKey2026' };
    expect(
      signCdnUrlTypeA(cdn, 'course/seed/ai-basics-1-1.webm', {
        timestamp: 1764131400,
        rand: '477b3bbc253f467b8def6711128c7bec',
      }),
    ).toBe(
      'https://video.example.com/course/seed/ai-basics-1-1.webm?auth_key=1764131400-477b3bbc253f467b8def6711128c7bec-0-adba8d7371ba257e2c4c7aa81d9efb45',
    );
    expect(signCdnUrlTypeA(cdn, 'course/课/a b.webm', { timestamp: 1764131400, rand: '0' })).toBe(
      'https://video.example.com/course/%E8%AF%BE/a%20b.webm?auth_key=1764131400-0-0-e51a395f7f1c1e7a29f1be580e74b4f3',
    );
    // By default: now, a fresh 32-hex rand, uid 0.
    const url = new URL(signCdnUrlTypeA(cdn, 'course/x.webm'));
    const [timestamp, rand, uid, hash] = (url.searchParams.get('auth_key') ?? '').split('-');
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(rand).toMatch(/^[0-9a-f]{32}$/);
    expect(uid).toBe('0');
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe(courseCdnSettings, () => {
  const cwd = mkdtempSync(join(tmpdir(), 'aita-cdn-'));
  const aliyun = {
    ALIYUN_OSS_REGION: 'oss-cn-hangzhou',
    ALIYUN_OSS_BUCKET: 'aita-images',
    ALIYUN_OSS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId',
    ALIYUN_OSS_ACCESS_KEY_SECRET: 'example-secret-value',
    ALIYUN_OSS_ROLE_ARN: 'acs:ram::1234567890123456:role/aita-upload',
  };
  const cdn = {
    COURSE_CDN_HOST: 'https://video.example.com/',
    COURSE_CDN_AUTH_KEY: 'AitaCdnKey2026',
  };

  it('reads both variables in Aliyun OSS mode; none means no CDN', () => {
    expect(loadConfig({ ...aliyun, ...cdn }, cwd).courseCdn).toEqual({
      host: 'https://video.example.com',
      authKey: 'AitaCdnKey2026',
    });
    expect(loadConfig(aliyun, cwd).courseCdn).toBeUndefined();
  });

  it('refuses one without the other, the CDN without Aliyun OSS, and bad values (key hidden)', () => {
    expect(courseCdnSettings({ COURSE_CDN_HOST: cdn.COURSE_CDN_HOST }, true).problems).toEqual([
      'COURSE_CDN_AUTH_KEY: the course CDN needs both COURSE_CDN_HOST and COURSE_CDN_AUTH_KEY, or neither',
    ]);
    expect(() => loadConfig(cdn, cwd)).toThrow(/fronts the Aliyun OSS bucket/);
    const bad = courseCdnSettings(
      { COURSE_CDN_HOST: 'video.example.com', COURSE_CDN_AUTH_KEY: 'sec ret!' },
      true,
    );
    expect(bad.settings).toBeUndefined();
    expect(bad.problems.join('\n')).toContain('COURSE_CDN_HOST="video.example.com": must be');
    expect(bad.problems.join('\n')).toContain('COURSE_CDN_AUTH_KEY="…"');
    expect(bad.problems.join('\n')).not.toContain('sec ret');
  });
});
