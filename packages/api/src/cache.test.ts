import { describe, expect, it } from 'vitest';
import { createRequestCache, requestCacheKey } from './cache';

describe(createRequestCache, () => {
  it('shares a response within the window and not after it', () => {
    let now = 1_000;
    const cache = createRequestCache({ now: () => now });
    const response = Promise.resolve('a');
    cache.set('k', response);
    now += 499;
    expect(cache.get('k')).toBe(response);
    now += 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops a rejected response at once', async () => {
    const cache = createRequestCache({ now: () => 0 });
    const failed = Promise.reject(new Error('boom'));
    cache.set('k', failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('sweeps expired entries once the clean interval has passed', () => {
    let now = 0;
    const cache = createRequestCache({ now: () => now, windowMs: 10, cleanIntervalMs: 100 });
    cache.set('a', Promise.resolve('a'));
    cache.set('b', Promise.resolve('b'));
    now = 50;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(2); // expired but not swept yet
    now = 100;
    cache.set('c', Promise.resolve('c'));
    expect(cache.size).toBe(1);
  });
});

describe(requestCacheKey, () => {
  it('differs by method, url, body and token', () => {
    const base = requestCacheKey('post', '/v1/a', '{}', 't');
    expect(requestCacheKey('POST', '/v1/a', '{}', 't')).toBe(base);
    expect(requestCacheKey('GET', '/v1/a', '{}', 't')).not.toBe(base);
    expect(requestCacheKey('POST', '/v1/b', '{}', 't')).not.toBe(base);
    expect(requestCacheKey('POST', '/v1/a', '{"x":1}', 't')).not.toBe(base);
    expect(requestCacheKey('POST', '/v1/a', '{}', 'u')).not.toBe(base);
  });
});
