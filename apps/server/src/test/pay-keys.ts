import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** An RSA-2048 key pair made for one test run (nothing is committed). */
export interface TestKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function testKeyPair(): TestKeyPair {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** Writes a key as PEM into `dir` and returns its path. */
export async function writePem(dir: string, name: string, key: KeyObject): Promise<string> {
  const path = join(dir, name);
  const pem =
    key.type === 'private'
      ? key.export({ type: 'pkcs8', format: 'pem' })
      : key.export({ type: 'spki', format: 'pem' });
  await writeFile(path, pem, { mode: 0o600 });
  return path;
}
