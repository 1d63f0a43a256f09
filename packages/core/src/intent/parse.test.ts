import { describe, expect, it } from 'vitest';
import {
  parsePendingFavourite,
  parsePendingNewHomeRequest,
  parsePendingNobookRequest,
} from './parse';

describe(parsePendingNewHomeRequest, () => {
  it('fills defaults and normalises flags', () => {
    expect(
      parsePendingNewHomeRequest({ content: '你好', isNetworkSearch: 1, isTemplate: 1 }),
    ).toEqual({
      appId: 0,
      name: '',
      isTemplate: true,
      category: '',
      content: '你好',
      isDeepThink: false,
      isNetworkSearch: 0,
      timestamp: 0,
      imgUrls: [],
    });
  });

  it('keeps an image-only request and filters bad image links', () => {
    const parsed = parsePendingNewHomeRequest({ content: '', imgUrls: ['u', 3, ''] });
    expect(parsed?.imgUrls).toEqual(['u']);
  });

  it.each([null, 'text', [], 5, {}])('rejects %j', (raw) => {
    expect(parsePendingNewHomeRequest(raw)).toBeNull();
  });
});

describe(parsePendingFavourite, () => {
  it('accepts a positive integer appId, also as a digit string', () => {
    expect(parsePendingFavourite({ appId: 3, timestamp: 9 })).toEqual({ appId: 3, timestamp: 9 });
    expect(parsePendingFavourite({ appId: '42' })).toEqual({ appId: 42, timestamp: 0 });
  });

  it.each([{}, { appId: null }, { appId: 0 }, { appId: -1 }, { appId: 1.5 }, { appId: 'x' }, null])(
    'ignores %j',
    (raw) => {
      expect(parsePendingFavourite(raw)).toBeNull();
    },
  );
});

describe(parsePendingNobookRequest, () => {
  it('needs a non-blank name and a positive appId', () => {
    expect(parsePendingNobookRequest({ appId: 9, name: 'a', timestamp: 2 })).toEqual({
      appId: 9,
      name: 'a',
      timestamp: 2,
    });
    expect(parsePendingNobookRequest({ appId: 9, name: ' ' })).toBeNull();
    expect(parsePendingNobookRequest({ name: 'a', timestamp: 2 })).toBeNull();
    expect(parsePendingNobookRequest({ appId: '9', name: 'a' })).toBeNull();
    expect(parsePendingNobookRequest({ appId: -1, name: 'a' })).toBeNull();
    expect(parsePendingNobookRequest('a')).toBeNull();
  });
});
