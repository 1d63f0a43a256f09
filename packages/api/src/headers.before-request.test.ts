import { API_VERSION, CLIENT_ID, Header } from '@aita/core';
import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadersHook, identityHeaders } from './headers.before-request';
import { startScriptServer } from './test/script-server';
import type { ScriptServer } from './test/script-server';

let server: ScriptServer;
beforeAll(async () => {
  server = await startScriptServer();
});
afterAll(() => server.close());

describe(identityHeaders, () => {
  it('builds the five headers of §7', () => {
    const headers = identityHeaders({
      getToken: () => '',
      getDeviceId: () => 'dev-1',
      getAnonymousId: () => 'anon-1',
    });
    expect(headers).toEqual({
      'X-Client-Id': '1031102',
      'X-Device-Id': 'dev-1',
      'X-Version': '1',
      'X-Token': '',
      'X-Anonymous-Id': 'anon-1',
    });
  });
});

describe(createHeadersHook, () => {
  it('sets the headers on a real request, reading the token afresh each time', async () => {
    let token = '';
    const http = ky.create({
      retry: 0,
      hooks: {
        beforeRequest: [
          createHeadersHook({
            getToken: () => token,
            getDeviceId: () => 'device-42',
            getAnonymousId: () => 'anon-42',
          }),
        ],
      },
    });
    await http.get(`${server.url}/v1/app/recommend`).text();
    token = 'tok-after-login';
    await http.post(`${server.url}/v1/app/search`, { json: { query: 'x' } }).text();

    const [first, second] = server.hits.slice(-2);
    for (const hit of [first, second]) {
      expect(hit?.headers[Header.CLIENT_ID.toLowerCase()]).toBe(CLIENT_ID);
      expect(hit?.headers[Header.VERSION.toLowerCase()]).toBe(API_VERSION);
      expect(hit?.headers[Header.DEVICE_ID.toLowerCase()]).toBe('device-42');
      expect(hit?.headers[Header.ANONYMOUS_ID.toLowerCase()]).toBe('anon-42');
    }
    expect(first?.method).toBe('GET');
    expect(first?.headers['x-token']).toBe('');
    expect(second?.method).toBe('POST');
    expect(second?.headers['x-token']).toBe('tok-after-login');
  });
});
