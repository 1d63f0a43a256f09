import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import type { Config } from '../../env';
import type { AppService } from '../apps';
import type { AssistantService } from './service';
import {
  cacheConversationList,
  CONVERSATION_LIST_FEED,
  parseListChange,
} from './conversation-list-cache';
import { createConversationService } from './conversations.service';
import { aiAssistantInfoRoute } from './info.routes';
import { aitalkInfoRoute } from './conversation-info.routes';
import { aitalkConfigRoutes } from './config.routes';
import { aitalkLogRoutes } from './log.routes';
import { aitalkMyListRoute } from './mylist.routes';
import { aitalkMyListDelRoute } from './mylist-del.routes';
import { aitalkTopUpdateRoute } from './top.routes';
import { aitalkUriInfoRoute } from './uri.routes';
import { networkLogListRoute } from './network-log.routes';
import { aiAssistantQuestionRoute } from './question.routes';
import { answerResumeRoutes } from './resume.routes';
import { createLiveAnswers } from './live-answers';
import { checkEntitlement, createDefinitionStore } from '../apps';
import { createAnswerService } from './answers.service';
import { answerToolRoutes } from './answer-tools.routes';
import type { Entitle } from './config.routes';
import { createAliyunSink, createBuiltinSink } from '../../platform/intake';
import { createThrottle } from '../../platform/throttle';

/** Options of {@link assistantRoutes}. */
export interface AssistantRoutesOptions {
  config: Pick<Config, 'assistant' | 'publicOrigin' | 'dataDir' | 'aliyunOss'>;
  database: Database;
  appService: AppService;
  /** The engines and configs (createAssistantService), built once by the module. */
  assistant: AssistantService;
}

/**
 * Every route of the AI assistant and its conversations (docs/assistant.md): registers `POST /v2/aiassistant/question`, `/v1/aiassistant/info`,
 * `/v1/network/log/list`, `/v1/aitalk/{config,check,mylist,mylist/del,top/update,log/list,
 * log/update,info,uri/info}`.
 */
export const assistantRoutes: FastifyPluginAsync<AssistantRoutesOptions> = async (
  app,
  { config, database, appService, assistant },
) => {
  // The list is kept per teacher; the service's writes forget it (here and, with REDIS_URL, on
  // every instance).
  const listFeed = await app.feeds?.open(CONVERSATION_LIST_FEED, parseListChange);
  const { service: conversations, page: listPage } = cacheConversationList(
    createConversationService(database),
    { feed: listFeed },
  );
  const definitions = createDefinitionStore(database.db);
  const sink = config.aliyunOss
    ? createAliyunSink(config.aliyunOss)
    : createBuiltinSink(config.dataDir);
  const answers = createAnswerService(database.db, sink);
  const entitle: Entitle = (input) => checkEntitlement(database.db, input);
  // After a crash, answers that were streaming stay "in progress" for ever: end them, keeping the
  // text saved so far. The embedded database is this process's alone; on PostgreSQL other
  // instances may be streaming, so only exchanges older than the longest answer are ended.
  // A failure here (a full disk) must not stop the start: the next start tries again.
  await conversations
    .endUnfinished(
      new Date(Date.now() - (database.kind === 'pglite' ? 0 : config.assistant.maxAnswerMs)),
    )
    .then(
      (ended) => {
        if (ended > 0) app.log.warn({ ended }, 'ended answers left unfinished by an earlier run');
      },
      (error: unknown) => app.log.error({ err: error }, 'ending unfinished answers failed'),
    );
  const live = createLiveAnswers();
  await app.register(aiAssistantQuestionRoute, {
    live,
    assistant,
    conversations,
    appService,
    definitions,
    answers,
    entitle,
    throttle: createThrottle({ db: database.db }),
    publicOrigin: config.publicOrigin,
  });
  await app.register(aiAssistantInfoRoute, { assistant, appService, definitions });
  await app.register(networkLogListRoute, { conversations });
  await app.register(aitalkConfigRoutes, { assistant, appService, definitions, entitle });
  await app.register(aitalkMyListRoute, { listPage });
  await app.register(aitalkMyListDelRoute, { conversations });
  await app.register(aitalkTopUpdateRoute, { conversations });
  await app.register(aitalkLogRoutes, { conversations });
  await app.register(aitalkInfoRoute, { conversations });
  await app.register(aitalkUriInfoRoute, { assistant, appService, definitions });
  await app.register(answerToolRoutes, { answers });
  await app.register(answerResumeRoutes, { assistant, answers, live });
};
