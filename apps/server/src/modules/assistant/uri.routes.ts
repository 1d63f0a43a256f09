import { assistant as contract, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { optionalUser } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { MSG_APP_NOT_FOUND } from '../apps';
import type { AppService } from '../apps';
import type { DefinitionStore } from '../apps';
import type { AssistantService } from './service';

/** Width of the half-screen panel, in percent of the window. */
export const HALFSCREEN_WIDTH_PERCENT = 50;

/**
 * `POST /v1/aitalk/uri/info {uri}` (§7; public, `isCollect` when logged in): the app of the
 * conversation page `/chat/{uri}` and its chat config, `{app: AppInfo, config: ChatConfig}`.
 * An unknown or offline app answers 40004 应用不存在. Also `POST /v2/aitalk/halfscreen/info
 * {appId|uri}`: the same, plus the embedded page to load in a half-screen panel beside a
 * conversation and its width (docs/apps.md "Half-screen panel").
 */
export const aitalkUriInfoRoute: FastifyPluginAsync<{
  assistant: AssistantService;
  appService: AppService;
  definitions: DefinitionStore;
}> = async (app, { assistant, appService, definitions }) => {
  app.post(contract.uriInfo.path, { preHandler: optionalUser }, async (request) => {
    const { uri } = parseInput(contract.uriInfo.body, request.body);
    const [found] = await appService.byUris([uri], request.user?.id);
    if (!found) throw new DomainError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
    const config = assistant.chatConfig(found, await definitions.get(found.appId));
    return ok<Data<typeof contract.uriInfo>>({ app: found, config });
  });

  // The half-screen panel: the same app and config, and the embedded page (embed=1) to load.
  app.post(contract.halfscreen.path, { preHandler: optionalUser }, async (request) => {
    const body = parseInput(contract.halfscreen.body, request.body);
    const [found] =
      body.appId !== undefined
        ? await appService.byIds([body.appId], request.user?.id)
        : await appService.byUris([body.uri ?? ''], request.user?.id);
    if (!found) throw new DomainError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
    const config = assistant.chatConfig(found, await definitions.get(found.appId));
    return ok<Data<typeof contract.halfscreen>>({
      app: found,
      config,
      src: `/chat/${encodeURIComponent(found.uri)}?embed=1`,
      widthPercent: HALFSCREEN_WIDTH_PERCENT,
    });
  });
};
