import { hash, randomBytes } from 'node:crypto';

/** Bytes of randomness in a login token or ticket (256 bits). */
export const TOKEN_BYTES = 32;

/** The shape of every token and ticket we issue: 32 bytes as unpadded base64url (43 chars). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A fresh opaque secret (login token or ticket): 32 random bytes, base64url
 * (ARCHITECTURE.md "Tokens: opaque random strings"). Only its hash is stored.
 */
export function newSecret(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * The stored form of a token or ticket: hex sha256. A plain hash (not a password hash) is right
 * here: the input has 256 bits of entropy, so it cannot be guessed offline, and lookups stay an
 * indexed equality on the hash. `crypto.hash` (one shot) rather than `createHash`: every
 * authenticated request hashes its token, and the one-shot form is about 3× cheaper.
 */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** True when `value` could be a token we issued (cheap check before touching the database). */
export const looksLikeSecret = (value: string): boolean => TOKEN_PATTERN.test(value);
