import { identity, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { tokenOf } from './auth';
import { ok } from '../../platform/http/envelope';

/**
 * `POST /v1/user/logout`: revokes the presented token on the server (ARCHITECTURE.md "Logout
 * revokes"; §4 logout). Idempotent: without a token, or with one already revoked or unknown, it
 * still answers 200 so the client can always finish logging out.
 */
export const userLogoutRoute: FastifyPluginAsync = async (app) => {
  app.post(identity.logout.path, async (request) => {
    const token = tokenOf(request);
    const revoked = token ? await app.sessions.revoke(token) : false;
    return ok<Data<typeof identity.logout>>({ revoked });
  });
};
