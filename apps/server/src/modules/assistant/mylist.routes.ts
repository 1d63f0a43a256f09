import { assistant as contract } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { sendCachedBody } from '../../platform/http/cached-body';
import { parseInput } from '../../platform/http/validate';
import type { CachedConversationList } from './conversation-list-cache';

/**
 * `POST /v1/aitalk/mylist {page, pageSize}` (§7 "AI talk"; login required): the teacher's
 * conversations, pinned first, then the most recently active; `{list: ConversationItem[], total}`.
 * Sent from the teacher's cached page, compressed as Accept-Encoding allows, with an ETag
 * (docs/assistant.md "Conversation list cache").
 */
export const aitalkMyListRoute: FastifyPluginAsync<{
  listPage: CachedConversationList['page'];
}> = async (app, { listPage }) => {
  app.post(contract.conversations.path, { preHandler: requireUser }, async (request, reply) => {
    const { page, pageSize } = parseInput(contract.conversations.body, request.body);
    const body = await listPage(userOf(request).id, page, pageSize);
    return sendCachedBody(request, reply, body, 'private, no-cache');
  });
};
