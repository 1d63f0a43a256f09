import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { optionalUser } from '../../../auth';
import { BusinessError, ok } from '../../../http/envelope';
import { parseInput } from '../../../http/validate';
import { MSG_APP_NOT_FOUND } from '../../../services/app-messages';
import type { AppService } from '../../../services/app-service';
import type { AssistantService } from '../../../services/assistant-service';
import { chatUriField } from '../../../services/conversation-fields';

/** Body of `POST /v1/aitalk/uri/info`. */
export const uriInfoBody = z.object({ uri: chatUriField });

/**
 * `POST /v1/aitalk/uri/info {uri}` (§7; public, `isCollect` when logged in): the app of the
 * conversation page `/chat/{uri}` and its chat config, `{app: AppInfo, config: ChatConfig}`.
 * An unknown or offline app answers 40004 应用不存在.
 */
export const aitalkUriInfoRoute: FastifyPluginAsync<{
  assistant: AssistantService;
  appService: AppService;
}> = async (app, { assistant, appService }) => {
  app.post('/v1/aitalk/uri/info', { preHandler: optionalUser }, async (request) => {
    const { uri } = parseInput(uriInfoBody, request.body);
    const [found] = await appService.byUris([uri], request.user?.id);
    if (!found) throw new BusinessError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
    return ok({ app: found, config: assistant.chatConfig(found) });
  });
};
