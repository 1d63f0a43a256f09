import type { FastifyInstance } from 'fastify';
import { createAiProviders, describeAiCapabilities } from '../ai/providers';
import type { Database } from '../db/database';
import { jobsPlugin } from '../jobs/plugin';
import { createSensitiveWordFilterFromFile } from '../moderation/sensitive-words';
import { systemClock } from './clock';
import type { AppConfig, ModuleDeps } from './deps';
import { healthzRoutes } from './healthz';
import { setupHttp } from './http';
import { choosePaymentProvider } from './payment/choose';
import { createSearchIndex } from './search';
import { storagePlugin } from './storage';
import { createThrottle } from './throttle';

export type { AppConfig, AppModule, ModuleDeps } from './deps';
export { BODY_LIMIT, fastifyOptions } from './http';
export { imageOrigins, uploadOrigins } from './storage';
export { webPlugin } from './web';

/**
 * The platform under every module (ARCHITECTURE.md "apps/server"): the HTTP rules (envelope,
 * error handler), `/healthz` and `/readyz`, object storage, and the shared parts handed to each
 * module (database, clock, throttle, payment provider, job queue, AI providers with the
 * sensitive-word filter, search index), each built once here. Registered before the modules.
 * Rejects when SENSITIVE_WORDS_FILE cannot be read (an operator error, reported at start).
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
  if (config.paymentProvider === 'sandbox') {
    app.log.warn(
      'PAYMENT_PROVIDER=sandbox: orders are paid by a button that charges nothing; for trying the purchase flow only, never in a school deployment',
    );
  }
  const moderation = await createSensitiveWordFilterFromFile(config.assistant.sensitiveWordsFile);
  const ai = createAiProviders(config, {
    moderation,
    onWarning: (message) => app.log.warn(message),
  });
  const { embeddings } = ai;
  const search = createSearchIndex({
    database,
    embed: embeddings.available ? (texts) => embeddings.embed(texts) : undefined,
  });
  return {
    config,
    database,
    db: database.db,
    clock: systemClock,
    throttle: createThrottle({ db: database.db }),
    payments: choosePaymentProvider(config),
    jobs: app.jobs,
    ai,
    moderation,
    search,
  };
}
