import { describe, expect, it } from 'vitest';
import { DEVICE_ID_COOKIE_LIFETIME_MS } from '../constants';
import { createFakeClock, createSeededRandom } from '../test/fake-clock';
import { createMemoryCookieJar } from '../test/memory-cookie-jar';
import { createMemoryStorage } from '../test/memory-storage';
import {
  ANONYMOUS_ID_STORAGE_KEY,
  DEVICE_ID_COOKIE_NAME,
  getOrCreateAnonymousId,
  getOrCreateDeviceId,
} from './device-id';
import { createUuidV4, isUuidV4 } from './uuid';

describe(createUuidV4, () => {
  it('is UUID-v4-shaped for any random source, including the extremes', () => {
    const random = createSeededRandom(7);
    for (let i = 0; i < 200; i++) expect(isUuidV4(createUuidV4(random))).toBe(true);
    expect(createUuidV4(() => 0)).toBe('00000000-0000-4000-8000-000000000000');
    expect(createUuidV4(() => 0.9999999)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe(getOrCreateDeviceId, () => {
  it('creates an id once and keeps it in a cookie for 300 days exactly', () => {
    const clock = createFakeClock();
    const cookies = createMemoryCookieJar(clock.now);
    const deps = { cookies, now: clock.now, random: createSeededRandom(1) };
    const id = getOrCreateDeviceId(deps);
    expect(isUuidV4(id)).toBe(true);
    expect(cookies.cookies.get(DEVICE_ID_COOKIE_NAME)?.expiresAt).toBe(
      clock.now() + DEVICE_ID_COOKIE_LIFETIME_MS,
    );
    clock.advance(DEVICE_ID_COOKIE_LIFETIME_MS - 1);
    expect(getOrCreateDeviceId(deps)).toBe(id);
    clock.advance(1);
    const next = getOrCreateDeviceId(deps);
    expect(next).not.toBe(id);
    expect(isUuidV4(next)).toBe(true);
  });

  it('replaces a stored value that is not header-safe', () => {
    const clock = createFakeClock();
    const cookies = createMemoryCookieJar(clock.now);
    cookies.set(DEVICE_ID_COOKIE_NAME, 'bad id\n', { expires: clock.now() + 1000 });
    const id = getOrCreateDeviceId({ cookies, now: clock.now, random: createSeededRandom(2) });
    expect(isUuidV4(id)).toBe(true);
    expect(cookies.get(DEVICE_ID_COOKIE_NAME)).toBe(id);
  });
});

describe(getOrCreateAnonymousId, () => {
  it('creates an id once and keeps it in storage', () => {
    const storage = createMemoryStorage();
    const random = createSeededRandom(3);
    const id = getOrCreateAnonymousId({ storage, random });
    expect(isUuidV4(id)).toBe(true);
    expect(storage.getItem(ANONYMOUS_ID_STORAGE_KEY)).toBe(id);
    expect(getOrCreateAnonymousId({ storage, random })).toBe(id);
  });

  it('regenerates for an empty stored value and survives a storage that throws', () => {
    const storage = createMemoryStorage({ [ANONYMOUS_ID_STORAGE_KEY]: '' });
    expect(isUuidV4(getOrCreateAnonymousId({ storage, random: createSeededRandom(4) }))).toBe(true);
    const throwing = {
      getItem: (): string | null => {
        throw new Error('disabled');
      },
      setItem: () => {
        throw new Error('disabled');
      },
      removeItem: () => undefined,
    };
    expect(
      isUuidV4(getOrCreateAnonymousId({ storage: throwing, random: createSeededRandom(5) })),
    ).toBe(true);
  });
});
