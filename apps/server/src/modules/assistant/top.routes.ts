import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { MSG_CONVERSATION_NOT_FOUND } from './messages';
import { uuidField } from './conversation-fields';
import type { ConversationService } from './conversations.service';

/** Body of `POST /v1/aitalk/top/update`: `status` 1 pins, 0 unpins (also as a string). */
export const topUpdateBody = z.object({
  id: uuidField,
  status: z
    .unknown()
    .transform((v) => (v === '1' ? 1 : v === '0' ? 0 : v))
    .refine((v) => v === 1 || v === 0, { message: '只能为 1（置顶）或 0（取消置顶）' })
    .transform((v) => v as 0 | 1),
});

/**
 * `POST /v1/aitalk/top/update {id, status}` (§7; login required): pins (1) or unpins (0) a
 * conversation; idempotent. `{id, status}`; 40004 会话不存在 when not the teacher's.
 */
export const aitalkTopUpdateRoute: FastifyPluginAsync<{
  conversations: ConversationService;
}> = async (app, { conversations }) => {
  app.post('/v1/aitalk/top/update', { preHandler: requireUser }, async (request) => {
    const { id, status } = parseInput(topUpdateBody, request.body);
    if (!(await conversations.setPinned(userOf(request).id, id, status === 1))) {
      throw new DomainError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    }
    return ok({ id, status });
  });
};
