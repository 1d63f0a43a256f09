import { assistant as contract, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { MSG_LOG_NOT_FOUND } from './messages';
import type { ConversationService } from './conversations.service';

/**
 * `POST /v1/network/log/list {logId}` (§7 "Web-search list", §3 Web search result; login
 * required): `{list: WebSearchResult[]}` — the results the answer was given, `[1]` first, so the
 * answer's `[n]` is `list[n-1]`; `[]` when search did not run. Another teacher's or an unknown
 * logId answers 40004 对话记录不存在.
 */
export const networkLogListRoute: FastifyPluginAsync<{
  conversations: ConversationService;
}> = async (app, { conversations }) => {
  app.post(contract.networkLog.path, { preHandler: requireUser }, async (request) => {
    const { logId } = parseInput(contract.networkLog.body, request.body);
    const list = await conversations.networkResults(userOf(request).id, logId);
    if (!list) throw new DomainError(Code.NOT_FOUND, MSG_LOG_NOT_FOUND);
    return ok<Data<typeof contract.networkLog>>({ list });
  });
};
