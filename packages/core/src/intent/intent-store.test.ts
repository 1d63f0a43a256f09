import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORAGE_LIFETIME_MS,
  PENDING_FAVOURITE_LIFETIME_MS,
  PENDING_NOBOOK_LIFETIME_MS,
} from '../constants';
import type { PendingNewHomeRequest } from '../domain';
import { createFakeClock } from '../test/fake-clock';
import { createMemoryStorage } from '../test/memory-storage';
import { INTENT_KEYS, createIntentStore } from './intent-store';

function setup() {
  const clock = createFakeClock();
  const storage = createMemoryStorage();
  return { clock, storage, intents: createIntentStore({ storage, now: clock.now }) };
}

const request: PendingNewHomeRequest = {
  appId: 12,
  name: '教案生成',
  isTemplate: true,
  category: 'aiassistant',
  content: '帮我写一篇《春》的教案',
  isDeepThink: true,
  isNetworkSearch: 2,
  timestamp: 1,
  imgUrls: ['https://oss.example/a.png'],
};

describe(createIntentStore, () => {
  it('round-trips a new-home request, valid 1 day inclusive', () => {
    const { clock, intents } = setup();
    intents.newHome.save(request);
    expect(intents.newHome.load()).toEqual(request);
    clock.advance(DEFAULT_STORAGE_LIFETIME_MS);
    expect(intents.newHome.load()).toEqual(request);
    clock.advance(1);
    expect(intents.newHome.load()).toBeNull();
  });

  it('consume() returns the intent once', () => {
    const { intents, storage } = setup();
    intents.newHome.save(request);
    expect(intents.newHome.consume()).toEqual(request);
    expect(intents.newHome.consume()).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('keeps a favourite 24 h exactly and stamps it with now', () => {
    const { clock, intents } = setup();
    intents.saveFavourite(7);
    expect(intents.favourite.load()).toEqual({ appId: 7, timestamp: clock.now() });
    clock.advance(PENDING_FAVOURITE_LIFETIME_MS);
    expect(intents.favourite.load()?.appId).toBe(7);
    clock.advance(1);
    expect(intents.favourite.consume()).toBeNull();
  });

  it('keeps a nobook request 5 minutes exactly', () => {
    const { clock, intents } = setup();
    intents.saveNobook({ appId: 12, name: '物理实验室' });
    clock.advance(PENDING_NOBOOK_LIFETIME_MS);
    expect(intents.nobook.load()).toEqual({
      appId: 12,
      name: '物理实验室',
      timestamp: clock.now() - PENDING_NOBOOK_LIFETIME_MS,
    });
    clock.advance(1);
    expect(intents.nobook.load()).toBeNull();
  });

  it('ignores and removes a favourite without appId (spec §4)', () => {
    const { intents, storage } = setup();
    intents.favourite.save({ timestamp: 1 } as never);
    expect(intents.favourite.consume()).toBeNull();
    intents.saveFavourite(0);
    expect(intents.favourite.load()).toBeNull();
    expect(storage.entries.has(INTENT_KEYS.favourite)).toBe(false);
  });

  it('removes broken stored JSON (spec §8)', () => {
    const { intents, storage } = setup();
    for (const key of Object.values(INTENT_KEYS)) storage.setItem(key, '{"value":');
    expect(intents.newHome.load()).toBeNull();
    expect(intents.favourite.load()).toBeNull();
    expect(intents.nobook.load()).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('drops a new-home request with neither text nor image, and a nobook request without name or appId', () => {
    const { intents } = setup();
    intents.newHome.save({ ...request, content: '  ', imgUrls: [] });
    expect(intents.newHome.load()).toBeNull();
    intents.saveNobook({ appId: 3, name: '' });
    expect(intents.nobook.load()).toBeNull();
    intents.saveNobook({ appId: 0, name: '虚拟实验室' });
    expect(intents.nobook.load()).toBeNull();
    // Stored by a version that kept only the name: the server cannot be asked, so it is dropped.
    intents.nobook.save({ name: '虚拟实验室', timestamp: 1 } as never);
    expect(intents.nobook.load()).toBeNull();
  });

  it('clearAll() drops every intent', () => {
    const { intents, storage } = setup();
    intents.newHome.save(request);
    intents.saveFavourite(1);
    intents.saveNobook({ appId: 1, name: 'x' });
    intents.clearAll();
    expect(storage.entries.size).toBe(0);
  });
});
