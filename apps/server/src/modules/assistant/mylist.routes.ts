import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import { pageFields } from './conversation-fields';
import type { ConversationService } from './conversations.service';

/** Body of `POST /v1/aitalk/mylist`: `page` from 1, `pageSize` 1..100 (default 20). */
export const myListBody = z.object(pageFields(20));

/**
 * `POST /v1/aitalk/mylist {page, pageSize}` (§7 "AI talk"; login required): the teacher's
 * conversations, pinned first, then the most recently active; `{list: ConversationItem[], total}`.
 */
export const aitalkMyListRoute: FastifyPluginAsync<{ conversations: ConversationService }> = async (
  app,
  { conversations },
) => {
  app.post('/v1/aitalk/mylist', { preHandler: requireUser }, async (request) => {
    const { page, pageSize } = parseInput(myListBody, request.body);
    return ok(await conversations.list(userOf(request).id, page, pageSize));
  });
};
