import { join } from 'node:path';
import type { Config } from '../env';
import type { Database } from './database';
import { watchFreeSpace } from './free-space';
import { openPgliteDatabase } from './pglite';
import { openPostgresDatabase } from './postgres';

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/pglite (with
 * pgvector loaded only when embeddings are configured, EMBEDDING_MODEL), each call with the
 * DB_TIMEOUT_MS deadline; the embedded database also refuses writes when DATA_DIR is below
 * MIN_FREE_DISK_MB.
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'databaseTimeoutMs' | 'minFreeDiskBytes'>> & {
      ai?: Pick<Config['ai'], 'embeddings'>;
    },
): Promise<Database> {
  return config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, { timeoutMs: config.databaseTimeoutMs })
    : openPgliteDatabase(join(config.dataDir, 'pglite'), {
        vector: config.ai?.embeddings !== undefined,
        timeoutMs: config.databaseTimeoutMs,
        freeSpace: watchFreeSpace(config.dataDir, config.minFreeDiskBytes ?? 0),
      });
}
