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
 * `POST /v1/aitalk/info {id}` (§7; login required): one conversation (the mylist item: title,
 * app, pin, times); 40004 会话不存在 when not the teacher's.
 */
export const aitalkInfoRoute: FastifyPluginAsync<{ conversations: ConversationService }> = async (
  app,
  { conversations },
) => {
  app.post(contract.conversation.path, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(contract.conversation.body, request.body);
    const item = await conversations.get(userOf(request).id, id);
    if (!item) throw new DomainError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    return ok<Data<typeof contract.conversation>>(item);
  });
};
