// The embedded database loads pgvector only when asked (embeddings configured): the search index
// then uses `<=>`; without it, the plain-SQL cosine, also on a data directory that once had the
// extension. PGlite only: this is about its worker.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open';
import { copyMigratedPgliteTemplate } from '../../db/pglite-template';
import { loadConfig } from '../../env';
import { hashedEmbed } from './__fixtures__/hashed-embed';
import { createSearchIndex } from './search-index';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'aita-pglite-vector-'));
  await copyMigratedPgliteTemplate(join(dataDir, 'pglite'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ENTRY = {
  kind: 'document' as const,
  refId: 'pyth',
  ownerUid: null,
  visibility: 'public' as const,
  title: '勾股定理',
  body: '直角三角形两直角边的平方和等于斜边的平方。',
};

/** Opens DATA_DIR/pglite as the server does, with or without EMBEDDING_MODEL. */
async function withDatabase(embeddings: boolean, expected: 'pgvector' | 'fallback') {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(embeddings ? { EMBEDDING_MODEL: 'bge-m3', EMBEDDING_BASE_URL: 'http://127.0.0.1:9' } : {}),
  });
  const database = await openDatabase(config);
  try {
    const index = createSearchIndex({
      database,
      embed: hashedEmbed(32, { pythagoras: '勾股定理' }),
    });
    expect(await index.vectorBackend()).toBe(expected);
    await index.upsert([ENTRY]);
    // No keyword in common: only the vectors find it.
    const result = await index.search({
      query: 'Pythagoras',
      kinds: ['document'],
      viewer: { uid: null },
    });
    expect(result.vector).toBe(expected);
    expect(result.hits[0]?.refId).toBe('pyth');
  } finally {
    await database.close();
  }
}

describe(openDatabase, () => {
  it('loads pgvector only with embeddings configured; without, search uses the SQL cosine', async () => {
    await withDatabase(false, 'fallback');
    await withDatabase(true, 'pgvector');
    // The extension is now listed in the data directory, but not loaded: still the fallback.
    await withDatabase(false, 'fallback');
  });
});
