import { describe, expect, it } from 'vitest';
import { DEFAULT_STORAGE_LIFETIME_MS } from '../constants';
import { createFakeClock } from '../test/fake-clock';
import { createMemoryStorage } from '../test/memory-storage';
import { createExpiringStorage } from './expiring-storage';
import type { KeyValueStorage } from './key-value-storage';

function setup() {
  const clock = createFakeClock();
  const storage = createMemoryStorage();
  const store = createExpiringStorage({ storage, now: clock.now });
  return { clock, storage, store };
}

describe(createExpiringStorage, () => {
  it('round-trips JSON values', () => {
    const { store } = setup();
    store.set('obj', { a: 1, b: ['x'] });
    store.set('num', 0);
    store.set('str', '');
    store.set('bool', false);
    expect(store.get('obj')).toEqual({ a: 1, b: ['x'] });
    expect(store.get('num')).toBe(0);
    expect(store.get('str')).toBe('');
    expect(store.get('bool')).toBe(false);
  });

  it('returns null for an absent key', () => {
    expect(setup().store.get('nope')).toBeNull();
  });

  it('keeps an entry for the default lifetime of 1 day, inclusive, and removes it 1 ms later', () => {
    const { clock, storage, store } = setup();
    store.set('k', 'v');
    clock.advance(DEFAULT_STORAGE_LIFETIME_MS);
    expect(store.get('k')).toBe('v');
    clock.advance(1);
    expect(store.get('k')).toBeNull();
    expect(storage.entries.has('k')).toBe(false);
  });

  it('honours a per-entry lifetime and a custom default', () => {
    const clock = createFakeClock();
    const store = createExpiringStorage({
      storage: createMemoryStorage(),
      now: clock.now,
      defaultLifetimeMs: 10,
    });
    store.set('short', 1);
    store.set('long', 2, 1000);
    clock.advance(11);
    expect(store.get('short')).toBeNull();
    expect(store.get('long')).toBe(2);
  });

  it('removes broken JSON and returns null (spec §8)', () => {
    const storage = createMemoryStorage({ k: '{not json' });
    const store = createExpiringStorage({ storage, now: createFakeClock().now });
    expect(store.get('k')).toBeNull();
    expect(storage.entries.has('k')).toBe(false);
  });

  it.each([
    ['a bare string', '"hello"'],
    ['null', 'null'],
    ['no expiry', '{"value":1}'],
    ['a string expiry', '{"value":1,"expiresAt":"tomorrow"}'],
    ['a null value', '{"value":null,"expiresAt":99999999999999}'],
    ['empty text', ''],
  ])('removes a well-formed JSON entry of the wrong shape: %s', (_label, raw) => {
    const storage = createMemoryStorage({ k: raw });
    const store = createExpiringStorage({ storage, now: createFakeClock().now });
    expect(store.get('k')).toBeNull();
    expect(storage.entries.has('k')).toBe(false);
  });

  it('removes on set(undefined) and on remove()', () => {
    const { storage, store } = setup();
    store.set('a', 1);
    store.set('a', undefined);
    expect(storage.entries.has('a')).toBe(false);
    store.set('b', 1);
    store.remove('b');
    expect(store.get('b')).toBeNull();
  });

  it('does not throw when the host storage refuses writes or reads', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createExpiringStorage({ storage: broken, now: () => 0 });
    expect(() => store.set('k', 1)).not.toThrow();
    expect(store.get('k')).toBeNull();
    expect(() => store.remove('k')).not.toThrow();
  });
});
