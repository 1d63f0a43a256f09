import { platform as contract } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { watchFreeSpace } from '../db/free-space';
import { MSG_STORAGE_FULL, MSG_UNAVAILABLE } from '../db/unavailable';

/** Options of {@link healthzRoutes}. */
export interface HealthOptions {
  database: Database;
  /** Its free space is part of readiness. */
  dataDir: string;
  /** MIN_FREE_DISK_MB in bytes (0: not checked). */
  minFreeDiskBytes: number;
  /** Deadline of the readiness ping (default 2000 ms). */
  pingTimeoutMs?: number;
}

/**
 * Liveness and readiness (docs/operations.md "Health"). `GET /healthz` → 200 `{"status":"ok"}`
 * while the process serves (ARCHITECTURE.md "Process contract": it listens only once migrated); it
 * does not touch the database, so a supervisor never restarts the process for a PostgreSQL
 * outage (an embedded database that wedges makes the process exit by itself). `GET /readyz` →
 * 200 `{"status":"ok"}`, or 503 with the envelope when the database does not answer a ping
 * within its deadline or DATA_DIR is below its free-space floor: a load balancer sends no
 * traffic there until it is ready again.
 */
export const healthzRoutes: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  const space = watchFreeSpace(options.dataDir, options.minFreeDiskBytes);
  const pingTimeoutMs = options.pingTimeoutMs ?? 2_000;

  app.get(contract.healthz.path, async () => ({ status: 'ok' }));

  app.get(contract.readyz.path, async (request, reply) => {
    const [database, disk] = await Promise.all([
      options.database.ping(pingTimeoutMs).then(
        () => 'ok' as const,
        (error: unknown) => {
          request.log.warn(
            { errMessage: error instanceof Error ? error.message : String(error) },
            'readiness: database unavailable',
          );
          return 'unavailable' as const;
        },
      ),
      space.low().then((low) => (low ? ('low' as const) : ('ok' as const))),
    ]);
    if (database === 'ok' && disk === 'ok') return { status: 'ok' };
    return reply.code(503).send({
      code: Code.INTERNAL,
      msg: disk === 'low' ? MSG_STORAGE_FULL : MSG_UNAVAILABLE,
      data: { database, disk, freeBytes: await space.available() },
    });
  });
};
