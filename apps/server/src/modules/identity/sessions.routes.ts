import { identity, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from './auth';
import { deviceLabel } from './device';
import type { PasswordService } from './password.service';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The teacher's logins and password (docs/security.md "Sessions"):
 * - `POST /v1/user/sessions` → 登录设备: every live login with device, address, last use;
 * - `POST /v1/user/sessions/revoke {id}` → 退出 one (only the teacher's own);
 * - `POST /v1/user/sessions/revoke-all` → 退出所有设备, this one included;
 * - `POST /v1/user/password {oldPassword, newPassword}` → 修改密码, ending every other login.
 */
export const sessionRoutes: FastifyPluginAsync<{ passwordService: PasswordService }> = async (
  app,
  { passwordService },
) => {
  app.post(identity.sessionList.path, { preHandler: requireUser }, async (request) => {
    const user = userOf(request);
    const families = await app.sessions.listFamilies(user.id);
    return ok<Data<typeof identity.sessionList>>({
      list: families.map((f) => ({
        id: f.id,
        device: deviceLabel(f.userAgent),
        ip: f.ip,
        createdAt: seconds(f.createdAt),
        lastUsedAt: seconds(f.lastUsedAt),
        expiresAt: seconds(f.expiresAt),
        current: f.id === user.familyId,
      })),
    });
  });

  app.post(identity.sessionRevoke.path, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(identity.sessionRevoke.body, request.body);
    const revoked = await app.sessions.revokeFamily(userOf(request).id, id);
    return ok<Data<typeof identity.sessionRevoke>>({ revoked });
  });

  app.post(identity.sessionRevokeAll.path, { preHandler: requireUser }, async (request) => {
    const revoked = await app.sessions.revokeAll(userOf(request).id);
    return ok<Data<typeof identity.sessionRevokeAll>>({ revoked });
  });

  app.post(identity.changePassword.path, { preHandler: requireUser }, async (request) => {
    const input = parseInput(identity.changePassword.body, request.body);
    const revoked = await passwordService.change(userOf(request), input);
    return ok<Data<typeof identity.changePassword>>({ revoked });
  });
};
