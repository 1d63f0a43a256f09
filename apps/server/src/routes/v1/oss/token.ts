import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../../../auth';
import { ok } from '../../../http/envelope';
import { publicOriginFor } from '../../../http/public-origin';
import type { BuiltinStore } from '../../../services/oss/builtin-store';

/**
 * `GET /v1/oss/token/get` (§7 "Config and other"; login required, 20100 otherwise) → a
 * temporary upload credential (§3 Avatar upload token data + ali-oss options, docs/oss.md).
 */
export const ossTokenRoutes: FastifyPluginAsync<{ store: BuiltinStore }> = async (
  app,
  { store },
) => {
  app.get('/v1/oss/token/get', { preHandler: requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await store.issue(userOf(request).id, publicOriginFor(request, store.publicOrigin)));
  });
};
