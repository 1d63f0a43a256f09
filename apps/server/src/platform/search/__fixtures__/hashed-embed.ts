import { createHash } from 'node:crypto';
import { indexTokens } from '../tokenize';

/**
 * Test fixture for the `embed` interface, not a model: a deterministic hashed bag of words.
 * `synonyms` rewrites phrases before hashing so a test can show a hit that only the vector side finds
 * (毕达哥拉斯定理 ~ 勾股定理), as a real embedding model would.
 */
export function hashedEmbed(
  dims = 64,
  synonyms: Record<string, string> = {},
): (texts: string[]) => Promise<number[][]> {
  return async (texts) =>
    texts.map((text) => {
      const v = new Array<number>(dims).fill(0);
      let canonical = text;
      for (const [from, to] of Object.entries(synonyms)) canonical = canonical.replaceAll(from, to);
      for (const token of indexTokens(canonical)) {
        const h = createHash('sha1').update(token).digest();
        v[h.readUInt32BE(0) % dims] = (v[h.readUInt32BE(0) % dims] ?? 0) + 1;
      }
      return v;
    });
}
