import { describe, expect, it } from 'vitest';
import {
  COOKIE_TOKEN_LIFETIME_FRAME_MS,
  COOKIE_TOKEN_LIFETIME_SSO_MS,
  SESSION_TOKEN_LIFETIME_MS,
} from '../constants';
import { createFakeClock } from '../test/fake-clock';
import { createMemoryCookieJar } from '../test/memory-cookie-jar';
import { createMemoryStorage } from '../test/memory-storage';
import type { LoginSource } from './token-store';
import {
  TOKEN_COOKIE_NAME,
  TOKEN_STORAGE_KEY,
  cookieTokenLifetimeMs,
  createTokenStore,
} from './token-store';

function setup() {
  const clock = createFakeClock();
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar(clock.now);
  const tokens = createTokenStore({ storage, cookies, now: clock.now });
  return { clock, storage, cookies, tokens };
}

describe(createTokenStore, () => {
  it('reads empty and logged out when nothing is stored', () => {
    const { tokens } = setup();
    expect(tokens.read()).toBe('');
    expect(tokens.isLoggedIn()).toBe(false);
  });

  it('keeps a session token exactly 2 hours, then clears it and reads empty (spec §4)', () => {
    const { clock, storage, tokens } = setup();
    tokens.saveSession('tok');
    clock.advance(SESSION_TOKEN_LIFETIME_MS);
    expect(tokens.read()).toBe('tok');
    expect(tokens.isLoggedIn()).toBe(true);
    clock.advance(1);
    expect(tokens.read()).toBe('');
    expect(tokens.isLoggedIn()).toBe(false);
    expect(storage.entries.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('saving a blank session token clears the session', () => {
    const { tokens } = setup();
    tokens.saveSession('tok');
    tokens.saveSession('  ');
    expect(tokens.read()).toBe('');
  });

  it('falls back to the cookie token and re-seeds a 2-hour session', () => {
    const { clock, storage, cookies, tokens } = setup();
    tokens.saveCookieToken('long', 'frame');
    clock.advance(SESSION_TOKEN_LIFETIME_MS + 1);
    expect(storage.entries.has(TOKEN_STORAGE_KEY)).toBe(true);
    expect(tokens.read()).toBe('long');
    // The session was re-seeded: it survives the cookie's removal for 2 more hours.
    cookies.remove(TOKEN_COOKIE_NAME);
    clock.advance(SESSION_TOKEN_LIFETIME_MS);
    expect(tokens.read()).toBe('long');
    clock.advance(1);
    expect(tokens.read()).toBe('');
  });

  it('a login replaces an older session token at once', () => {
    const { tokens } = setup();
    tokens.saveSession('old');
    tokens.saveCookieToken('new', 'sso');
    expect(tokens.read()).toBe('new');
  });

  it.each<[LoginSource, number]>([
    ['frame', COOKIE_TOKEN_LIFETIME_FRAME_MS],
    ['sso', COOKIE_TOKEN_LIFETIME_SSO_MS],
    ['param', COOKIE_TOKEN_LIFETIME_SSO_MS],
    ['ticket', COOKIE_TOKEN_LIFETIME_SSO_MS],
  ])('keeps the %s cookie token for its lifetime exactly (spec §9)', (source, lifetime) => {
    const { clock, cookies, tokens } = setup();
    tokens.saveCookieToken('c', source);
    expect(cookies.cookies.get(TOKEN_COOKIE_NAME)?.expiresAt).toBe(clock.now() + lifetime);
    expect(cookieTokenLifetimeMs(source)).toBe(lifetime);
    clock.advance(lifetime - 1);
    expect(cookies.get(TOKEN_COOKIE_NAME)).toBe('c');
    clock.advance(1);
    expect(cookies.get(TOKEN_COOKIE_NAME)).toBeNull();
    expect(tokens.read()).toBe('');
  });

  it('frame is 10 days and the others 30 days', () => {
    expect(COOKIE_TOKEN_LIFETIME_FRAME_MS).toBe(10 * 86_400_000);
    expect(COOKIE_TOKEN_LIFETIME_SSO_MS).toBe(30 * 86_400_000);
  });

  it('clear() removes both copies; a blank cookie token clears too', () => {
    const { storage, cookies, tokens } = setup();
    tokens.saveCookieToken('c', 'ticket');
    tokens.clear();
    expect(tokens.read()).toBe('');
    expect(storage.entries.size).toBe(0);
    expect(cookies.cookies.size).toBe(0);
    tokens.saveCookieToken('c', 'ticket');
    tokens.saveCookieToken('', 'ticket');
    expect(tokens.isLoggedIn()).toBe(false);
  });

  it('ignores a stored session of the wrong type and a broken entry', () => {
    const clock = createFakeClock();
    const storage = createMemoryStorage({
      [TOKEN_STORAGE_KEY]: JSON.stringify({ value: 42, expiresAt: clock.now() + 1000 }),
    });
    const tokens = createTokenStore({
      storage,
      cookies: createMemoryCookieJar(clock.now),
      now: clock.now,
    });
    expect(tokens.read()).toBe('');
    expect(storage.entries.has(TOKEN_STORAGE_KEY)).toBe(false);
    storage.setItem(TOKEN_STORAGE_KEY, '{oops');
    expect(tokens.read()).toBe('');
    expect(storage.entries.has(TOKEN_STORAGE_KEY)).toBe(false);
  });
});
