import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';

/**
 * `GET /healthz` → HTTP 200 `{"status":"ok"}` (ARCHITECTURE.md "Process contract"). The server
 * listens only after migrating, and this also checks the database still answers (else 503).
 */
export const healthzRoutes: FastifyPluginAsync<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get('/healthz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};
