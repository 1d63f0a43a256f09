import { assistant as contract, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { ConversationService } from './conversations.service';

/**
 * `POST /v1/aitalk/mylist {page, pageSize}` (§7 "AI talk"; login required): the teacher's
 * conversations, pinned first, then the most recently active; `{list: ConversationItem[], total}`.
 */
export const aitalkMyListRoute: FastifyPluginAsync<{ conversations: ConversationService }> = async (
  app,
  { conversations },
) => {
  app.post(contract.conversations.path, { preHandler: requireUser }, async (request) => {
    const { page, pageSize } = parseInput(contract.conversations.body, request.body);
    return ok<Data<typeof contract.conversations>>(
      await conversations.list(userOf(request).id, page, pageSize),
    );
  });
};
