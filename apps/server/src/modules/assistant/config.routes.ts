import { assistant as contract, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { optionalUser } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { MSG_APP_NOT_FOUND } from '../apps';
import type { AppService } from '../apps';
import type { AssistantService } from './service';

/**
 * Two calls whose paths the spec does not show (§7 "Chat config (ty=search), pre-chat check
 * (empty payload)"; docs/assistant.md "Paths we chose"):
 * - `POST /v1/aitalk/config {appId}` (or `{uri}`; public) → §3 Chat config
 *   `{isDeepseek, isNetwork, prologueDesc, category, appId, name, isOffline}`; 40004 应用不存在.
 *   The same answer as `POST /v1/aiassistant/info {ty: 'search', appId}`.
 * - `POST /v1/aitalk/check {}` (public) → `{allowed, needLogin, isOffline, maxStreams,
 *   questionsPerMinute}`: whether the teacher may start a chat now. Anonymous → not allowed,
 *   `needLogin: 1`. Membership entitlements will plug in here.
 */
export const aitalkConfigRoutes: FastifyPluginAsync<{
  assistant: AssistantService;
  appService: AppService;
}> = async (app, { assistant, appService }) => {
  app.post(contract.chatConfig.path, async (request) => {
    const body = parseInput(contract.chatConfig.body, request.body);
    const [found] =
      body.appId !== undefined
        ? await appService.byIds([body.appId])
        : await appService.byUris([body.uri ?? '']);
    if (!found) throw new DomainError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
    return ok<Data<typeof contract.chatConfig>>(assistant.chatConfig(found));
  });

  app.post(contract.check.path, { preHandler: optionalUser }, async (request) => {
    const user = request.user;
    return ok<Data<typeof contract.check>>({
      allowed: user !== null,
      needLogin: user === null ? 1 : 0,
      isOffline: assistant.offline ? 1 : 0,
      maxStreams: assistant.settings.maxStreamsPerUser,
      questionsPerMinute: assistant.settings.questionsPerMinute,
    });
  });
};
