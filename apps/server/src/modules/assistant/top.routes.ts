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
 * `POST /v1/aitalk/top/update {id, status}` (§7; login required): pins (1) or unpins (0) a
 * conversation; idempotent. `{id, status}`; 40004 会话不存在 when not the teacher's.
 */
export const aitalkTopUpdateRoute: FastifyPluginAsync<{
  conversations: ConversationService;
}> = async (app, { conversations }) => {
  app.post(contract.pinConversation.path, { preHandler: requireUser }, async (request) => {
    const { id, status } = parseInput(contract.pinConversation.body, request.body);
    if (!(await conversations.setPinned(userOf(request).id, id, status === 1))) {
      throw new DomainError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    }
    return ok<Data<typeof contract.pinConversation>>({ id, status });
  });
};
