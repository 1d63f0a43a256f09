import { describe, expect, it } from 'vitest';
import { createStringCookieJar, parseCookieString, serializeCookie } from './cookie-string';

describe(parseCookieString, () => {
  it('parses names and decodes values; first occurrence wins', () => {
    const cookies = parseCookieString('a=1; b=%E4%BD%A0%E5%A5%BD;a=2; c=x=y; bad; =v; d=%E0');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('你好');
    expect(cookies.get('c')).toBe('x=y');
    expect(cookies.get('d')).toBe('%E0');
    expect(cookies.has('bad')).toBe(false);
    expect(cookies.size).toBe(4);
  });

  it('returns an empty map for an empty string', () => {
    expect(parseCookieString('').size).toBe(0);
  });
});

describe(serializeCookie, () => {
  it('writes an encoded value, a UTC expiry and a path', () => {
    expect(serializeCookie('t', 'a b;', { expires: Date.UTC(2026, 0, 1) })).toBe(
      't=a%20b%3B; expires=Thu, 01 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax',
    );
    expect(serializeCookie('t', 'v', { expires: new Date(0), path: '/x' })).toContain('path=/x');
  });
});

describe(createStringCookieJar, () => {
  it('reads through read() and writes assignments through write()', () => {
    let jar = 'x=1';
    const written: string[] = [];
    const cookies = createStringCookieJar({
      read: () => jar,
      write: (s) => {
        written.push(s);
        jar = `${jar}; ${s.split(';')[0] ?? ''}`;
      },
    });
    expect(cookies.get('x')).toBe('1');
    expect(cookies.get('y')).toBeNull();
    cookies.set('y', '2', { expires: Date.UTC(2030, 0, 1) });
    expect(cookies.get('y')).toBe('2');
    cookies.remove('x');
    expect(written[1]).toBe('x=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax');
  });
});
