import { assistant as contract, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { MSG_CONVERSATION_NOT_FOUND } from './messages';
import type { ConversationService } from './conversations.service';

/**
 * `POST /v1/aitalk/mylist/del {id}` (§7; login required): deletes one of the teacher's
 * conversations (soft: it disappears from every list and call). `{id}`; 40004 会话不存在 for an
 * unknown, already deleted or another teacher's conversation.
 */
export const aitalkMyListDelRoute: FastifyPluginAsync<{
  conversations: ConversationService;
}> = async (app, { conversations }) => {
  app.post(contract.deleteConversation.path, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(contract.deleteConversation.body, request.body);
    if (!(await conversations.remove(userOf(request).id, id))) {
      throw new DomainError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    }
    return ok<Data<typeof contract.deleteConversation>>({ id });
  });
};
