/** Random bytes in each object name: 12 bytes, 96 bits (docs/oss.md "Token"). */
export const OBJECT_NAME_RANDOM_BYTES = 12;

/** A file name safe inside an object key: ASCII letters, digits, dot, dash, underscore. */
export function safeObjectName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return cleaned.slice(-64) || 'image.jpg';
}

/**
 * The key of a new object under the credential's `directory`: 96 random bits (hex, from the
 * browser's CSPRNG) and the cleaned file name — no time, no uid, so one link of a teacher's
 * does not lead to the next. `random` is for tests.
 */
export function newObjectKey(
  directory: string,
  name: string,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(OBJECT_NAME_RANDOM_BYTES));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${directory}${hex}-${safeObjectName(name)}`;
}
