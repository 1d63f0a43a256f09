/** Tables of the built-in object store (docs/oss.md). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Temporary upload credentials of the built-in object store (docs/oss.md): the secret is kept
 * encrypted (AES-256-GCM), the security token only as its sha256; 15 minutes, one directory.
 */
export const ossCredentials = pgTable(
  'oss_credentials',
  {
    accessKeyId: text().primaryKey(),
    /** base64 of iv(12) | tag(16) | ciphertext of the access key secret. */
    secretCiphertext: text().notNull(),
    /** Hex sha256 of the security token. */
    securityTokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: text().notNull(),
    /** Key prefix the credential may write, e.g. `uploads/100001/20260101/`. */
    directory: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * One opaque random prefix per teacher (docs/oss.md "Object keys"), for keys that must say whose
 * they are without naming the teacher: a school disk's direct uploads land under
 * `disk/<orgId>/incoming/<prefix>/…`, and the commit checks the prefix is the caller's.
 */
export const objectPrefixes = pgTable('object_prefixes', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 16 random bytes, base64url (128 bits). */
  prefix: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
