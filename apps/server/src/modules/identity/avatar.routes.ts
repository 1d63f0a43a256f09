import {
  AVATAR_EXTENSIONS,
  AVATAR_MAX_BYTES,
  AVATAR_UPLOAD_FIELD,
  Code,
  MSG_AVATAR_TOO_LARGE,
  MSG_UPLOAD_RETRY,
} from '@aita/core';
import { identity, type Data } from '@aita/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { tokenOf } from './auth';
import { fail, ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { MSG_RESOURCE_NOT_FOUND } from '../../platform/http/messages';
import { sniffImage, type AvatarStore } from './avatar-store';
import type { ProfileService } from './profile.service';

const rejected = () => new DomainError(Code.INVALID_PARAM, MSG_AVATAR_TOO_LARGE);

/**
 * The bytes of the one file part named `file` with an avatar extension. Anything else — no such
 * part, another file or a second one, a file over the limit, or a body that is not well-formed
 * multipart (no boundary, truncated) — is the client's fault: 40001, never a 500.
 */
async function readAvatarPart(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  let refused = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const name = part.filename.toLowerCase();
      if (
        part.fieldname !== AVATAR_UPLOAD_FIELD ||
        bytes !== undefined ||
        !AVATAR_EXTENSIONS.some((ext) => name.endsWith(ext))
      ) {
        refused = true;
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    request.log.info({ errCode: (error as { code?: string }).code }, 'avatar upload refused');
    throw rejected();
  }
  if (refused || bytes === undefined) throw rejected();
  return bytes;
}

const MIME = { jpg: 'image/jpeg', png: 'image/png' } as const;

/**
 * Avatar upload through the login provider (§7 "Avatar upload goes through the login
 * provider's client"; §5; §8):
 * - `POST /passport/api/avatar` multipart, one file in the field `file`, with `X-Token`. A
 *   missing or bad token → 11100 上传失败，请重试. The name must end .jpeg/.jpg/.png AND the content must be JPEG or PNG
 *   by magic bytes, at most 2097152 bytes; else 40001 头像尺寸过大，请选择小于2M的图片 (the spec's
 *   one message). Stores the file, sets the teacher's avatar, answers `{url}`.
 * - `GET /files/avatars/<name>` serves stored avatars (immutable, nosniff, sandboxed).
 */
export const passportAvatarRoutes: FastifyPluginAsync<{
  avatarStore: AvatarStore;
  profileService: ProfileService;
}> = async (app, { avatarStore, profileService }) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });

  app.post(identity.avatarUpload.path, async (request) => {
    const resolved = await app.sessions.resolve(tokenOf(request));
    if (resolved.status !== 'ok') {
      throw new DomainError(Code.PROVIDER_CREDENTIAL, MSG_UPLOAD_RETRY);
    }
    if (!request.isMultipart()) throw rejected();
    const bytes = await readAvatarPart(request);
    const kind = sniffImage(bytes);
    if (!kind) throw rejected();
    const url = await avatarStore.save(bytes, kind);
    await profileService.update(resolved.user.id, { avatar: url });
    return ok<Data<typeof identity.avatarUpload>>({ url });
  });

  app.get<{ Params: { name: string } }>('/files/avatars/:name', async (request, reply) => {
    const bytes = await avatarStore.read(request.params.name);
    if (!bytes) return reply.code(404).send(fail(Code.NOT_FOUND, MSG_RESOURCE_NOT_FOUND));
    const kind = request.params.name.endsWith('.png') ? 'png' : 'jpg';
    return reply
      .type(MIME[kind])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
};
