import { createOpenAiCompatibleProvider } from '../../ai/openai-compatible';
import type { AppModule } from '../../platform/deps';
import { knowledgeAskStreamRoute } from './ask-stream';
import { createAliyunSink, createBuiltinSink } from '../../platform/intake';
import { createIndexJob, createSchoolSyncJob } from './jobs';
import { knowledgeRoutes } from './routes';
import { createKnowledgeService } from './service';

export { createKnowledgeService, INDEX_JOB, type KnowledgeService } from './service';
export { BUILTIN_LIBRARY_ID } from './builtin';
export { isSchoolDocument, SCHOOL_SYNC_JOB } from './school-library';
export * from './tables';

/**
 * Knowledge (docs/knowledge.md): a teacher's library of uploaded documents and web pages, read
 * on its structure into passages, indexed by the one search index (keywords, and vectors when
 * embeddings are configured), searched and asked with citations. Indexing is a job.
 */
export const knowledgeModule: AppModule = {
  name: 'knowledge',
  plugin: async (app, { db, config, jobs, search, ai, moderation }) => {
    const service = createKnowledgeService({
      db,
      search,
      jobs,
      // The files area's store: the same objects the upload wrote.
      sink: config.aliyunOss
        ? createAliyunSink(config.aliyunOss)
        : createBuiltinSink(config.dataDir),
      structured: ai.structured,
      allowPrivateUrls: config.knowledgeAllowPrivateUrls === true,
    });
    jobs.register(createIndexJob(service));
    jobs.register(createSchoolSyncJob(service));
    await service.seedBuiltin();
    await app.register(knowledgeRoutes, { service, jobs, db });
    const { aiBaseUrl, aiModel, aiApiKey, aiTimeoutMs, keepAliveMs } = config.assistant;
    await app.register(knowledgeAskStreamRoute, {
      service,
      // The chat model of the assistant (no offline mode here: without a model, passages only).
      provider:
        aiBaseUrl && aiModel
          ? createOpenAiCompatibleProvider({
              baseUrl: aiBaseUrl,
              apiKey: aiApiKey,
              model: aiModel,
              timeoutMs: aiTimeoutMs,
            })
          : undefined,
      moderation,
      keepAliveMs,
    });
  },
};
