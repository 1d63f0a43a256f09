import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import { applyHttpLimits, DEFAULT_HTTP_LIMITS } from './platform/http/deadlines';
import { modules } from './modules';
import { accessLog, createLogDestination, type LogStream } from './platform/http/logging';
import {
  fastifyOptions,
  imageOrigins,
  registerPlatform,
  uploadOrigins,
  webPlugin,
  type AppConfig,
} from './platform';

export { BODY_LIMIT } from './platform';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /**
   * Where logs go (default stdout, written asynchronously: createLogDestination); tests pass a
   * stream to read them.
   */
  logStream?: LogStream;
}

/**
 * Builds the Fastify app (not listening), in the order of CONVENTIONS.md "apps/server":
 * external plugins, then the platform (HTTP rules, health, storage, the shared parts), then every
 * module of `modules/index.ts`, then the web app (static files, the SPA fallback, and the
 * assistant config embedded in the chat page). The caller
 * owns the database and closes it after the app.
 */
export async function buildApp({ config, database, logStream }: AppDeps): Promise<FastifyInstance> {
  const stream = logStream ?? createLogDestination();
  const app = Fastify(
    fastifyOptions({
      logLevel: config.logLevel,
      logStream: stream,
      trustProxy: config.trustProxy,
      limits: config.http,
    }),
  );
  accessLog(app, stream);
  applyHttpLimits(app, config.http ?? DEFAULT_HTTP_LIMITS);
  await app.register(compress, { global: true });
  const deps = await registerPlatform(app, { config, database });
  for (const m of modules) await app.register(m.plugin, deps);
  await app.register(webPlugin, {
    webDist: config.webDist,
    uploadOrigins: uploadOrigins(config),
    frameAncestors: config.frameAncestors,
    imageOrigins: imageOrigins(config),
    // The chat's welcome is its first paint (docs/server.md "Static web app"): with the answer of
    // `POST /v1/aiassistant/info` in the page, the first render needs no round trip for it.
    bootData: new Map([['/chat/index', { assistantInfo: app.assistantConfig() }]]),
  });
  return app;
}
