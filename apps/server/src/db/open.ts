import { join } from 'node:path';
import type { Config } from '../env';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite';
import { openPostgresDatabase } from './postgres';

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/pglite, with
 * pgvector loaded only when embeddings are configured (EMBEDDING_MODEL).
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & { ai?: Pick<Config['ai'], 'embeddings'> },
): Promise<Database> {
  return config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl)
    : openPgliteDatabase(join(config.dataDir, 'pglite'), {
        vector: config.ai?.embeddings !== undefined,
      });
}
