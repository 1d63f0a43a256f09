import { assistant as contract, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { MSG_CONVERSATION_NOT_FOUND, MSG_LOG_NOT_FOUND } from './messages';
import type { ConversationService } from './conversations.service';

/**
 * The exchanges of a conversation (§7 "AI talk"; login required; 40004 会话不存在 when not the
 * teacher's):
 * - `POST /v1/aitalk/log/list {id, page?, pageSize?, order?, before?}` →
 *   `{list: ConversationMessageItem[], total, hasMore}`, oldest first unless `order: 'desc'`;
 *   `before` (a logId; 40004 对话记录不存在 when not of this conversation) lists only the
 *   exchanges older than it, so a client can page back from the newest (docs/assistant.md);
 * - `POST /v1/aitalk/log/update {id, title}` → `{id, title}`: renames the conversation
 *   (whitespace collapsed; 40001 when blank or over 50 characters).
 */
export const aitalkLogRoutes: FastifyPluginAsync<{ conversations: ConversationService }> = async (
  app,
  { conversations },
) => {
  app.post(contract.conversationLog.path, { preHandler: requireUser }, async (request) => {
    const { id, ...query } = parseInput(contract.conversationLog.body, request.body);
    const result = await conversations.messages(userOf(request).id, id, query);
    if (result === 'conversation-not-found') {
      throw new DomainError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    }
    if (result === 'log-not-found') throw new DomainError(Code.NOT_FOUND, MSG_LOG_NOT_FOUND);
    return ok<Data<typeof contract.conversationLog>>(result);
  });

  app.post(contract.renameConversation.path, { preHandler: requireUser }, async (request) => {
    const { id, title } = parseInput(contract.renameConversation.body, request.body);
    if (!(await conversations.rename(userOf(request).id, id, title))) {
      throw new DomainError(Code.NOT_FOUND, MSG_CONVERSATION_NOT_FOUND);
    }
    return ok<Data<typeof contract.renameConversation>>({ id, title });
  });
};
