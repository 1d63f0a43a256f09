import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../env';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { connectRedis, redisSocketOptions } from './redis';

/** The real Redis behind a TCP proxy this test controls. */
let proxy: TcpProxy;
let proxiedUrl: string;
beforeAll(async () => {
  const target = new URL(testRedisUrl());
  proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
  target.hostname = '127.0.0.1';
  target.port = String(proxy.port);
  proxiedUrl = target.toString();
});
afterAll(async () => {
  await proxy?.close();
});

const make = () => {
  const client = createClient({ url: proxiedUrl, socket: redisSocketOptions(() => false) });
  client.on('error', () => undefined);
  return client;
};

describe(connectRedis, () => {
  it('connects and answers through the proxy', async () => {
    proxy.mode('forward');
    const client = await connectRedis(make, proxiedUrl, 'unset REDIS_URL');
    expect(await client.ping()).toBe('PONG');
    client.destroy();
  });

  it('fails the start with a message when Redis accepts connections but never answers', async () => {
    proxy.mode('partition');
    const t0 = performance.now();
    const error = await connectRedis(make, proxiedUrl, 'unset REDIS_URL').then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    // Three tries of 2 s; before, the start waited for ever.
    expect(performance.now() - t0).toBeLessThan(20_000);
    expect(error?.message).toMatch(
      /^REDIS_URL=redis:\/\/127\.0\.0\.1:\d+\/?\d*: cannot connect to Redis \(no answer within 2000 ms\); start it, fix REDIS_URL, or unset REDIS_URL$/,
    );
    proxy.mode('forward');
  });
});
