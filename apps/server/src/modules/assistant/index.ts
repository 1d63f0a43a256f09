import { sharedModule, type AppModule } from '../../platform/deps';
import { openRedisAssistantLimits } from './limits-redis';
import { assistantRoutes } from './routes';

export { ratingSummary, type AppRatingSummary } from './answers.service';

/**
 * The AI assistant and its conversations (docs/assistant.md): the question stream, its info and
 * configuration calls, the conversation list and log, and the web results an answer cited. With
 * REDIS_URL the per-teacher limits are shared by every instance (connects at start: an
 * unreachable Redis fails the start; closed on close).
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
      await app.register(assistantRoutes, {
        config,
        database,
        appService: app.catalogue,
        limits: limits || undefined,
        moderation,
      });
    },
    ['identity', 'apps'],
  ),
};
