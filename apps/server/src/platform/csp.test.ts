// The web app's img-src (docs/security.md "What others can see"): images load only from this
// origin, data:, blob: and the object store's public host, so a remote image in an answer (or
// anywhere else) cannot tell another site who read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { webContentSecurityPolicy } from './web';

let builtin: TestContext;
let aliyun: TestContext;
beforeAll(async () => {
  [builtin, aliyun] = await Promise.all([
    createTestContext(),
    createTestContext({
      env: {
        ALIYUN_OSS_REGION: 'oss-cn-hangzhou',
        ALIYUN_OSS_BUCKET: 'aita-images',
        ALIYUN_OSS_ACCESS_KEY_ID: 'LTAI5tAitaCspTest01',
        ALIYUN_OSS_ACCESS_KEY_SECRET: 'cspTestSecret0123456789abcdefAB',
        ALIYUN_OSS_ROLE_ARN: 'acs:ram::1234567890123456:role/aita-upload',
        ALIYUN_OSS_PUBLIC_HOST: 'https://img.example.cn/aita',
      },
    }),
  ]);
});
afterAll(() => Promise.all([builtin?.close(), aliyun?.close()]));

/** The img-src directive of the HTML page at `/`. */
async function imgSrc(ctx: TestContext): Promise<string | undefined> {
  const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  const csp = String(res.headers['content-security-policy'] ?? '');
  return csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('img-src '));
}

describe(webContentSecurityPolicy, () => {
  it("allows images only from 'self', data: and blob: with the built-in store", async () => {
    expect(await imgSrc(builtin)).toBe("img-src 'self' data: blob:");
  });

  it('adds the object store’s public host (its origin) in Aliyun mode', async () => {
    expect(await imgSrc(aliyun)).toBe("img-src 'self' data: blob: https://img.example.cn");
  });
});
