import { assistant as contract, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { MSG_APP_NOT_FOUND } from '../apps';
import type { AppService } from '../apps';
import type { DefinitionStore } from '../apps';
import type { AssistantService } from './service';

/**
 * `POST /v1/aiassistant/info` (§7; public, the welcome shows before login):
 * - `{ty: 'normal'}` → §3 Assistant config `{prologueDesc, isNetwork: 2, logo, isOffline}`;
 * - `{ty: 'search', appId}` → §3 Chat config of that app (the spec's "Chat config (ty=search)",
 *   also at `POST /v1/aitalk/config`); 40004 应用不存在 for an unknown app, 40001 without appId.
 */
export const aiAssistantInfoRoute: FastifyPluginAsync<{
  assistant: AssistantService;
  appService: AppService;
  definitions: DefinitionStore;
}> = async (app, { assistant, appService, definitions }) => {
  app.post(contract.info.path, async (request) => {
    const body = parseInput(contract.info.body, request.body);
    if (body.ty !== 'search' || body.appId === undefined) {
      return ok<Data<typeof contract.info>>(assistant.assistantConfig());
    }
    const [found] = await appService.byIds([body.appId]);
    if (!found) throw new DomainError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
    return ok<Data<typeof contract.info>>(
      assistant.chatConfig(found, await definitions.get(found.appId)),
    );
  });
};
