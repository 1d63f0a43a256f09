import { identityPaths } from '@aita/api';
import { AD_CLICK_ID_KEYS } from '@aita/core';
import type { LoginFrameMessage } from './authSlice';

/** Path of the login provider's page shown in the overlay's iframe (docs/identity.md). */
export const LOGIN_FRAME_PATH = identityPaths.loginPage.path;

/** Spec §2: the ad click ids kept from the URL and passed to the login frame (core's list). */
export { AD_CLICK_ID_KEYS };

/** At most this many characters of an ad click id are kept (the provider stores up to 256). */
const AD_CLICK_ID_MAX = 256;

/** The ad click ids present in `search` (a query string), e.g. `{ bd_vid: 'x' }`. */
export function adClickIdsOf(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const ids: Record<string, string> = {};
  for (const key of AD_CLICK_ID_KEYS) {
    const value = params.get(key);
    if (value) ids[key] = value.slice(0, AD_CLICK_ID_MAX);
  }
  return ids;
}

/** `/passport/login?bd_vid=…&qz_gdt=…&gdt_vid=…`: the iframe's URL (§2). */
export function loginFrameUrl(adClickIds: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of AD_CLICK_ID_KEYS) {
    const value = adClickIds[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${LOGIN_FRAME_PATH}?${query}` : LOGIN_FRAME_PATH;
}

/** The parts of a `MessageEvent` the check reads. */
export interface FrameMessageEvent {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * Spec §4 "Login frame messages": accepts a message only when it comes from this app's own
 * origin **and** from the overlay's iframe window, and is a JSON string of
 * `{"type":"close"}` or `{"type":"success","token":"…"}` with a non-blank token. Anything else
 * (another origin, another window, unparseable text, objects, unknown types) → `null`, ignored.
 */
export function parseLoginFrameMessage(
  event: FrameMessageEvent,
  expectedOrigin: string,
  frameWindow: unknown,
): LoginFrameMessage | null {
  if (event.origin !== expectedOrigin) return null;
  if (frameWindow == null || event.source !== frameWindow) return null;
  if (typeof event.data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const message = parsed as { type?: unknown; token?: unknown };
  if (message.type === 'close') return { type: 'close' };
  if (message.type === 'success' && typeof message.token === 'string' && message.token.trim()) {
    return { type: 'success', token: message.token.trim() };
  }
  return null;
}
