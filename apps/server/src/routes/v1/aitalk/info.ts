import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from '../../../auth';
import { BusinessError, ok } from '../../../http/envelope';
import { parseInput } from '../../../http/validate';
import { MSG_CONVERSATION_NOT_FOUND } from '../../../services/assistant-messages';
import { uuidField } from '../../../services/conversation-fields';
import type { ConversationService } from '../../../services/conversation-service';

/** Body of `POST /v1/aitalk/info`. */
export const talkInfoBody = z.object({ id: uuidField });

/**
 * `POST /v1/aitalk/info {id}` (§7; login required): one conversation (the mylist item: title,
 * app, pin, times); 40004 会话不存在 when not the teacher's.
 */
export const aitalkInfoRoute: FastifyPluginAsync<{ conversations: ConversationService }> = async (
  app,
  { conversations },
) => {
  app.post('/v1/aitalk/info', { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(talkInfoBody, request.body);
    const item = await conversations.get(userOf(request).id, id);
    if (!item) throw new BusinessError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    return ok(item);
  });
};
