import type { FastifyInstance } from 'fastify';
import { describeAiCapabilities } from '../ai/providers';
import type { Database } from '../db/database';
import { jobsPlugin } from '../jobs/plugin';
import { systemClock } from './clock';
import type { AppConfig, ModuleDeps } from './deps';
import { healthzRoutes } from './healthz';
import { setupHttp } from './http';
import { createSandboxProvider } from './payment/sandbox';
import { storagePlugin } from './storage';
import { createThrottle } from './throttle';

export type { AppConfig, AppModule, ModuleDeps } from './deps';
export { BODY_LIMIT, fastifyOptions } from './http';
export { uploadOrigins } from './storage';
export { webPlugin } from './web';

/**
 * The platform under every module (ARCHITECTURE.md "apps/server"): the HTTP rules (envelope,
 * error handler), `/healthz` and `/readyz`, object storage, and the shared parts handed to
 * each module (database, clock, throttle, payment provider). Registered before the modules.
 */
export async function registerPlatform(
  app: FastifyInstance,
  { config, database }: { config: AppConfig; database: Database },
): Promise<ModuleDeps> {
  setupHttp(app);
  app.log.info({ ai: describeAiCapabilities(config) }, 'AI capabilities (model or false)');
  await app.register(healthzRoutes, {
    database,
    dataDir: config.dataDir,
    minFreeDiskBytes: config.minFreeDiskBytes ?? 0,
  });
  await app.register(storagePlugin, { db: database.db, config });
  await app.register(jobsPlugin, { db: database.db, settings: config.jobs });
  return {
    config,
    database,
    db: database.db,
    clock: systemClock,
    throttle: createThrottle({ db: database.db }),
    payments: createSandboxProvider({ publicOrigin: config.publicOrigin }),
    jobs: app.jobs,
  };
}
