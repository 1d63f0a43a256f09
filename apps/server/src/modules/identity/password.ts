import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with node:crypto scrypt (docs/identity.md "Passwords").
 * N = 2^15, r = 8, p = 3: OWASP's minimum for scrypt (the same work as N = 2^17, p = 1) at
 * 32 MiB per hash instead of 128 MiB, so parallel logins cannot exhaust memory; the time per
 * hash is measured in docs/security.md. 16-byte random salt, 64-byte key. Stored as
 * `scrypt$N$r$p$<salt base64>$<key base64>`: a hash with older parameters still verifies and
 * is re-hashed at the next login ({@link needsRehash}).
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3, keyLength: 64, saltBytes: 16 } as const;

/** True when a stored hash was made with other parameters than {@link SCRYPT_PARAMS}. */
export function needsRehash(stored: string): boolean {
  const { N, r, p, keyLength } = SCRYPT_PARAMS;
  const parts = stored.split('$');
  return (
    parts[0] !== 'scrypt' ||
    parts[1] !== String(N) ||
    parts[2] !== String(r) ||
    parts[3] !== String(p) ||
    Buffer.from(parts[5] ?? '', 'base64').length !== keyLength
  );
}

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes; leave headroom.
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 256 * (options.N ?? 0) * (options.r ?? 8) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltBytes } = SCRYPT_PARAMS;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, keyLength, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * Checks a password against a stored hash with a timing-safe comparison. A malformed stored
 * hash never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, keyB64] = parts;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (![N, R, P].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(keyB64 ?? '', 'base64');
  if (expected.length === 0) return false;
  const key = await derive(password, Buffer.from(saltB64 ?? '', 'base64'), expected.length, {
    N,
    r: R,
    p: P,
  });
  return timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an unknown phone number, so response time does not
 * tell which numbers have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
  return false;
}
