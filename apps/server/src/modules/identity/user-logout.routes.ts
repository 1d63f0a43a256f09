import { identity, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { tokenOf } from './auth';
import { ok } from '../../platform/http/envelope';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ossCredentials } from '../../db/schema';

/**
 * `POST /v1/user/logout`: revokes the presented token on the server (ARCHITECTURE.md "Logout
 * revokes"; §4 logout). Idempotent: without a token, or with one already revoked or unknown, it
 * still answers 200 so the client can always finish logging out. Ends the whole login (its
 * session family) and the teacher's upload credentials of the built-in store.
 */
export const userLogoutRoute: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post(identity.logout.path, async (request) => {
    const token = tokenOf(request);
    const resolved = token ? await app.sessions.resolve(token) : undefined;
    const revoked = token ? await app.sessions.revoke(token) : false;
    // The teacher's upload credentials of the built-in store end with the login (docs/oss.md).
    if (revoked && resolved?.status === 'ok') {
      await db.delete(ossCredentials).where(eq(ossCredentials.userId, resolved.user.id));
    }
    return ok<Data<typeof identity.logout>>({ revoked });
  });
};
