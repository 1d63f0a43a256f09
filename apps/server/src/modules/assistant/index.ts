import { sharedModule, type AppModule } from '../../platform/deps';
import { createAssistantCorpus } from './corpus';
import { openRedisAssistantLimits } from './limits-redis';
import { assistantRoutes } from './routes';
import { createAssistantService, type AssistantConfigInfo } from './service';

export { ratingSummary, type AppRatingSummary } from './answers.service';
export type { AssistantConfigInfo } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * §3 Assistant config, the answer of `POST /v1/aiassistant/info {ty: 'normal'}` (the same for
     * the whole process): app.ts embeds it in the chat page's HTML (docs/server.md "Static web
     * app").
     */
    assistantConfig: () => AssistantConfigInfo;
  }
}

/**
 * The AI assistant and its conversations (docs/assistant.md): the question stream, its info and
 * configuration calls, the conversation list and log, and the web results an answer cited. Builds
 * the engines over the catalogue corpus once, at registration (a bad SENSITIVE_WORDS_FILE fails
 * the start), and decorates the app with `assistantConfig`. With REDIS_URL the per-teacher limits
 * are shared by every instance (connects at start: an unreachable Redis fails the start; closed
 * on close).
 */
export const assistantModule: AppModule = {
  name: 'assistant',
  plugin: sharedModule(
    'assistant',
    async (app, { config, database, moderation }) => {
      const limits =
        config.redis &&
        (await openRedisAssistantLimits({
          redis: config.redis,
          settings: config.assistant,
          log: app.log,
        }));
      if (limits) app.addHook('onClose', () => limits.close());
      const assistant = await createAssistantService({
        settings: config.assistant,
        limits: limits || undefined,
        moderation,
        corpus: createAssistantCorpus({ db: database.db }),
        log: app.log,
      });
      app.log.info(
        {
          provider: assistant.engines().provider.name,
          search: assistant.engines().search.name,
          model: config.assistant.aiModel,
        },
        'assistant engines ready',
      );
      app.decorate('assistantConfig', () => assistant.assistantConfig());
      await app.register(assistantRoutes, {
        config,
        database,
        appService: app.catalogue,
        assistant,
      });
    },
    ['identity', 'apps'],
  ),
};
