import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { optionalUser } from '../identity';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { MSG_APP_NOT_FOUND } from '../apps';
import type { AppService } from '../apps';
import type { AssistantService } from './service';
import { chatUriField } from './conversation-fields';

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
    if (!found) throw new DomainError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
    return ok({ app: found, config: assistant.chatConfig(found) });
  });
};
