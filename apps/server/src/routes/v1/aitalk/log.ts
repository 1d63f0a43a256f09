import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from '../../../auth';
import { BusinessError, ok } from '../../../http/envelope';
import { parseInput } from '../../../http/validate';
import { MSG_CONVERSATION_NOT_FOUND } from '../../../services/assistant-messages';
import { pageFields, titleField, uuidField } from '../../../services/conversation-fields';
import type { ConversationService } from '../../../services/conversation-service';

/** Body of `POST /v1/aitalk/log/list`: `pageSize` 1..100, default 50. */
export const logListBody = z.object({ id: uuidField, ...pageFields(50) });
/** Body of `POST /v1/aitalk/log/update`: the new title, 1..50 characters. */
export const logUpdateBody = z.object({ id: uuidField, title: titleField });

/**
 * The exchanges of a conversation (§7 "AI talk"; login required; 40004 会话不存在 when not the
 * teacher's):
 * - `POST /v1/aitalk/log/list {id, page?, pageSize?}` → `{list: ConversationMessageItem[], total}`,
 *   oldest first;
 * - `POST /v1/aitalk/log/update {id, title}` → `{id, title}`: renames the conversation
 *   (whitespace collapsed; 40001 when blank or over 50 characters).
 */
export const aitalkLogRoutes: FastifyPluginAsync<{ conversations: ConversationService }> = async (
  app,
  { conversations },
) => {
  app.post('/v1/aitalk/log/list', { preHandler: requireUser }, async (request) => {
    const { id, page, pageSize } = parseInput(logListBody, request.body);
    const result = await conversations.messages(userOf(request).id, id, page, pageSize);
    if (!result) throw new BusinessError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    return ok(result);
  });

  app.post('/v1/aitalk/log/update', { preHandler: requireUser }, async (request) => {
    const { id, title } = parseInput(logUpdateBody, request.body);
    if (!(await conversations.rename(userOf(request).id, id, title))) {
      throw new BusinessError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    }
    return ok({ id, title });
  });
};
