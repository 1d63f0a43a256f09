import { DEVICE_ID_COOKIE_LIFETIME_MS } from '../constants';
import type { CookieJar } from '../cookie';
import type { Clock, KeyValueStorage } from '../storage';
import type { RandomSource } from './uuid';
import { createUuidV4 } from './uuid';

/** Cookie name of the device id (sent as `X-Device-Id`, spec §7). */
export const DEVICE_ID_COOKIE_NAME = 'aita_device_id';
/** Storage key of the analytics anonymous id (sent as `X-Anonymous-Id`, spec §7). */
export const ANONYMOUS_ID_STORAGE_KEY = 'aita.anonymousId';

/** Ids are sent as HTTP header values: keep what we accept to a safe alphabet. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** True when a stored id can be sent as a header value as is. */
export function isUsableId(value: string | null): value is string {
  return value !== null && ID_PATTERN.test(value);
}

/** Options of {@link getOrCreateDeviceId}. */
export interface DeviceIdOptions {
  cookies: CookieJar;
  now: Clock;
  random: RandomSource;
}

/**
 * Spec §7/§9: the device id, kept in a cookie for 300 days. Returns the stored id when it is
 * usable; otherwise generates a UUID-v4-shaped id, stores it for 300 days from `now()` and
 * returns it. The cookie is written only on creation, so the 300 days count from the first visit.
 */
export function getOrCreateDeviceId({ cookies, now, random }: DeviceIdOptions): string {
  const stored = cookies.get(DEVICE_ID_COOKIE_NAME);
  if (isUsableId(stored)) return stored;
  const id = createUuidV4(random);
  cookies.set(DEVICE_ID_COOKIE_NAME, id, {
    expires: now() + DEVICE_ID_COOKIE_LIFETIME_MS,
    path: '/',
  });
  return id;
}

/** Options of {@link getOrCreateAnonymousId}. */
export interface AnonymousIdOptions {
  storage: KeyValueStorage;
  random: RandomSource;
}

/**
 * Spec §7: the analytics anonymous id, kept in local storage without expiry (it identifies the
 * browser to analytics, like the device id, but survives cookie clearing). Generated on first use.
 * A storage that refuses writes still gets an id for this page's life.
 */
export function getOrCreateAnonymousId({ storage, random }: AnonymousIdOptions): string {
  let stored: string | null = null;
  try {
    stored = storage.getItem(ANONYMOUS_ID_STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (isUsableId(stored)) return stored;
  const id = createUuidV4(random);
  try {
    storage.setItem(ANONYMOUS_ID_STORAGE_KEY, id);
  } catch {
    // Storage disabled: the id lives only as long as the caller keeps it.
  }
  return id;
}
