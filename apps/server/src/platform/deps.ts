import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AiProviders } from '../ai/providers';
import type { Database, Db } from '../db/database';
import type { Config } from '../env';
import type { JobQueue } from '../jobs/queue';
import type { SensitiveWordFilter } from '../moderation/sensitive-words';
import type { Clock } from './clock';
import type { PaymentProvider } from './payment/provider';
import type { SearchIndex } from './search';
import type { Throttle } from './throttle';

/** The configuration the app reads (a part of {@link Config}, so tests build it by hand). */
export type AppConfig = Pick<
  Config,
  | 'logLevel'
  | 'webDist'
  | 'dataDir'
  | 'publicOrigin'
  | 'icpRecord'
  | 'paymentProvider'
  | 'frameAncestors'
  | 'ossSecretKey'
  | 'aliyunOss'
  | 'assistant'
  | 'trustProxy'
  | 'registrationsPerIpPerHour'
  | 'redis'
  | 'ai'
  | 'jobs'
  | 'intakeMaxBytes'
> &
  Partial<
    Pick<
      Config,
      | 'minFreeDiskBytes'
      | 'sms'
      | 'payment'
      | 'reportRetentionDays'
      | 'searchPath'
      | 'knowledgeAllowPrivateUrls'
      | 'http'
      | 'courseCdn'
      | 'nodeEnv'
    >
  >;

/**
 * What every module plugin receives (CONVENTIONS.md "apps/server"): the configuration and the
 * platform's shared parts. A module builds its own services from these; what one module offers
 * another (the catalogue, the login sessions) it decorates the app with, declared as a
 * fastify-plugin dependency so a wrong order fails at start.
 */
export interface ModuleDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  /** Failure counters shared by every instance (login, orders, redeem codes). */
  throttle: Throttle;
  /**
   * The payment provider chosen by PAYMENT_PROVIDER: none (no online payment) or the sandbox
   * (docs/membership.md "Payment providers").
   */
  payments: PaymentProvider;
  /** The durable job queue (docs/architecture/jobs.md): modules register their job kinds on it. */
  jobs: JobQueue;
  /**
   * The AI capabilities beyond the chat stream (docs/architecture/ai.md): vision, embeddings,
   * speech, image, structured output, each the configured provider or its honest fallback, all
   * behind the sensitive-word filter. `ai.capabilities()` says which have a model.
   */
  ai: AiProviders;
  /** The sensitive-word filter (default list plus SENSITIVE_WORDS_FILE), loaded once at start. */
  moderation: SensitiveWordFilter;
  /**
   * The one search index (docs/architecture/search.md), with vectors from the embeddings provider
   * when one is configured (keyword search alone otherwise).
   */
  search: SearchIndex;
}

/** A product area of the server: `modules/<area>/index.ts` exports one. */
export interface AppModule {
  /** The area's name, as in every layer (ARCHITECTURE.md "The parts"). */
  name: string;
  plugin: FastifyPluginAsync<ModuleDeps>;
}

/**
 * A module plugin that is not encapsulated (fastify-plugin): what it decorates the app with
 * (`sessions`, `catalogue`) is seen by the modules registered after it. `dependencies` names the
 * modules it needs; Fastify refuses to start when one was not registered before.
 */
export function sharedModule(
  name: string,
  plugin: FastifyPluginAsync<ModuleDeps>,
  dependencies: string[] = [],
): FastifyPluginAsync<ModuleDeps> {
  return fp(plugin, { name, dependencies });
}
