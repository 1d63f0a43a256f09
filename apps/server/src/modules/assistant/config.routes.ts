import { assistant as contract, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { optionalUser } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { MSG_APP_NOT_FOUND } from '../apps';
import type { AppService } from '../apps';
import type { DefinitionStore, Entitlement, EntitlementInput } from '../apps';
import type { AssistantService } from './service';

/** The entitlement decision for a teacher and app (apps/definitions `checkEntitlement` on the db). */
export type Entitle = (input: EntitlementInput) => Promise<Entitlement>;

/**
 * Two calls whose paths the spec does not show (§7 "Chat config (ty=search), pre-chat check";
 * docs/assistant.md "Paths we chose", docs/apps.md "Entitlement"):
 * - `POST /v1/aitalk/config {appId}` (or `{uri}`; public) → §3 Chat config with the app's
 *   definition (`template`, `form`, `followUps`, `membersOnly`, `freeDailyQuota`); 40004
 *   应用不存在. The same answer as `POST /v1/aiassistant/info {ty: 'search', appId}`.
 * - `POST /v1/aitalk/check {appId?|uri?}` (public) → `{allowed, needLogin, isOffline,
 *   maxStreams, questionsPerMinute, reason?, message?, remaining?}`. Anonymous → not allowed,
 *   `needLogin: 1`; with an app, the entitlement decision the question stream enforces too.
 */
export const aitalkConfigRoutes: FastifyPluginAsync<{
  assistant: AssistantService;
  appService: AppService;
  definitions: DefinitionStore;
  entitle: Entitle;
}> = async (app, { assistant, appService, definitions, entitle }) => {
  app.post(contract.chatConfig.path, async (request) => {
    const body = parseInput(contract.chatConfig.body, request.body);
    const [found] =
      body.appId !== undefined
        ? await appService.byIds([body.appId])
        : await appService.byUris([body.uri ?? '']);
    if (!found) throw new DomainError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
    return ok<Data<typeof contract.chatConfig>>(
      assistant.chatConfig(found, await definitions.get(found.appId)),
    );
  });

  app.post(contract.check.path, { preHandler: optionalUser }, async (request) => {
    const body = parseInput(contract.check.body, request.body ?? {});
    const user = request.user;
    const base = {
      isOffline: assistant.offline ? (1 as const) : (0 as const),
      maxStreams: assistant.settings.maxStreamsPerUser,
      questionsPerMinute: assistant.settings.questionsPerMinute,
    };
    if (user === null) {
      return ok<Data<typeof contract.check>>({
        ...base,
        allowed: false,
        needLogin: 1,
        reason: 'login',
        message: '请先登录',
      });
    }
    if (body.appId === undefined && body.uri === undefined) {
      return ok<Data<typeof contract.check>>({ ...base, allowed: true, needLogin: 0 });
    }
    const [found] =
      body.appId !== undefined
        ? await appService.byIds([body.appId])
        : await appService.byUris([body.uri ?? '']);
    if (!found) throw new DomainError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
    const definition = await definitions.get(found.appId);
    if (!definition) {
      return ok<Data<typeof contract.check>>({
        ...base,
        allowed: true,
        needLogin: 0,
        remaining: null,
      });
    }
    const decision = await entitle({
      userId: user.id,
      appId: found.appId,
      appName: found.name,
      definition,
    });
    return ok<Data<typeof contract.check>>(
      decision.allowed
        ? { ...base, allowed: true, needLogin: 0, remaining: decision.remaining }
        : {
            ...base,
            allowed: false,
            needLogin: 0,
            reason: decision.reason,
            message: decision.message,
            remaining: decision.remaining,
          },
    );
  });
};
