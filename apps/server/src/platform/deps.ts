import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/database';
import type { Config } from '../env';
import type { JobQueue } from '../jobs/queue';
import type { Clock } from './clock';
import type { PaymentProvider } from './payment/provider';
import type { Throttle } from './throttle';

/** The configuration the app reads (a part of {@link Config}, so tests build it by hand). */
export type AppConfig = Pick<
  Config,
  | 'logLevel'
  | 'webDist'
  | 'dataDir'
  | 'publicOrigin'
  | 'icpRecord'
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
  Partial<Pick<Config, 'minFreeDiskBytes'>>;

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
  /** The payment provider: the sandbox until a real one is configured (docs/membership.md). */
  payments: PaymentProvider;
  /** The durable job queue (docs/architecture/jobs.md): modules register their job kinds on it. */
  jobs: JobQueue;
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
