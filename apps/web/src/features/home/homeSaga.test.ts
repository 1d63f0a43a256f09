import { NETWORK_SEARCH_OFF, NETWORK_SEARCH_ON } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { chatPathOf, toPendingRequest } from './homeSaga';

describe(toPendingRequest, () => {
  it('builds the §3 pending request: links prepended, flags, app fields, timestamp', () => {
    const request = toPendingRequest(
      {
        content: '  讲讲这道题  ',
        app: { appId: 12, name: '作文批改', template: 1, category: 'aiquestion', uri: 'essay' },
        isDeepThink: true,
        isNetworkSearch: NETWORK_SEARCH_ON,
        imgUrls: ['https://x.test/oss/a.jpg', '', 'https://x.test/oss/b.jpg'],
      },
      1234,
    );
    expect(request).toEqual({
      appId: 12,
      name: '作文批改',
      isTemplate: true,
      category: 'aiquestion',
      content: 'https://x.test/oss/a.jpg\nhttps://x.test/oss/b.jpg\n讲讲这道题',
      isDeepThink: true,
      isNetworkSearch: NETWORK_SEARCH_ON,
      timestamp: 1234,
      imgUrls: ['https://x.test/oss/a.jpg', 'https://x.test/oss/b.jpg'],
    });
  });

  it('goes to the general assistant without an app', () => {
    const request = toPendingRequest(
      {
        content: '你好',
        app: null,
        isDeepThink: false,
        isNetworkSearch: NETWORK_SEARCH_OFF,
        imgUrls: [],
      },
      1,
    );
    expect(request).toMatchObject({
      appId: 0,
      name: '',
      isTemplate: false,
      category: '',
      content: '你好',
    });
    expect(chatPathOf(undefined)).toBe('/chat/index');
    expect(chatPathOf('essay review')).toBe('/chat/essay%20review');
  });
});
