import { API_VERSION, CLIENT_ID, Header } from '@aita/core';
import type { BeforeRequestHook } from 'ky';

/** Where the per-call identity headers come from; read afresh on every attempt. */
export interface RequestIdentity {
  /** The stored login token, '' when anonymous. */
  getToken: () => string;
  /** The device id (cookie kept 300 days, §9). */
  getDeviceId: () => string;
  /** The analytics anonymous id. */
  getAnonymousId: () => string;
}

/**
 * The five headers of spec §7 ("Headers on all calls") and ARCHITECTURE.md "HTTP contract":
 * `X-Client-Id: 1031102`, `X-Device-Id`, `X-Version: 1`, `X-Token` (empty when anonymous),
 * `X-Anonymous-Id`. Values are read per attempt, so a retry after login carries the new token.
 */
export function identityHeaders(identity: RequestIdentity): Record<string, string> {
  return {
    [Header.CLIENT_ID]: CLIENT_ID,
    [Header.DEVICE_ID]: identity.getDeviceId(),
    [Header.VERSION]: API_VERSION,
    [Header.TOKEN]: identity.getToken(),
    [Header.ANONYMOUS_ID]: identity.getAnonymousId(),
  };
}

/** ky `beforeRequest` hook that sets {@link identityHeaders} on every request. */
export function createHeadersHook(identity: RequestIdentity): BeforeRequestHook {
  return (request) => {
    for (const [name, value] of Object.entries(identityHeaders(identity))) {
      request.headers.set(name, value);
    }
  };
}
