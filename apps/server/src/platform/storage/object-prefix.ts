import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { objectPrefixes } from '../../db/schema';

/** 16 random bytes, base64url: 128 bits that say nothing about who or when. */
export const randomKeyPart = (): string => randomBytes(16).toString('base64url');

/**
 * The teacher's opaque object-key prefix (docs/oss.md "Object keys"), made on first use and kept
 * in `object_prefixes`: stored keys that must be tied to a teacher carry it instead of the uid,
 * so a key seen once reveals no account and no other key can be derived from a uid. Two first
 * uses at once agree (the insert is conditional, then both read the one row).
 */
export async function objectPrefixOf(db: Db, userId: number): Promise<string> {
  const read = async () =>
    (
      await db
        .select({ prefix: objectPrefixes.prefix })
        .from(objectPrefixes)
        .where(eq(objectPrefixes.userId, userId))
        .limit(1)
    )[0]?.prefix;
  const known = await read();
  if (known) return known;
  const [made] = await db
    .insert(objectPrefixes)
    .values({ userId, prefix: randomKeyPart() })
    .onConflictDoNothing({ target: objectPrefixes.userId })
    .returning({ prefix: objectPrefixes.prefix });
  const prefix = made?.prefix ?? (await read());
  if (!prefix) throw new Error(`objectPrefixOf: no prefix for user ${userId}`);
  return prefix;
}
