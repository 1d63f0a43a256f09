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

/** Body of `POST /v1/aitalk/mylist/del`. */
export const myListDelBody = z.object({ id: uuidField });

/**
 * `POST /v1/aitalk/mylist/del {id}` (§7; login required): deletes one of the teacher's
 * conversations (soft: it disappears from every list and call). `{id}`; 40004 会话不存在 for an
 * unknown, already deleted or another teacher's conversation.
 */
export const aitalkMyListDelRoute: FastifyPluginAsync<{
  conversations: ConversationService;
}> = async (app, { conversations }) => {
  app.post('/v1/aitalk/mylist/del', { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(myListDelBody, request.body);
    if (!(await conversations.remove(userOf(request).id, id))) {
      throw new DomainError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    }
    return ok({ id });
  });
};
