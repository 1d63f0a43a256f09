import type { AppModule } from '../../platform/deps';
import { createSearchIndex } from '../../platform/search';
import { questionBankRoutes } from './routes';
import { createQuestionBankService } from './service';

export { seedQuestionBank, SEED_QUESTIONS, SEED_KNOWLEDGE_TREES } from './seed';

/**
 * The question bank (docs/questionBank.md): 精品资源 browse and search, the knowledge trees and
 * the school's bank link. Questions are indexed into the shared search index (kind `question`).
 */
export const questionBankModule: AppModule = {
  name: 'questionBank',
  plugin: async (app, { db, database }) => {
    const search = createSearchIndex({ database });
    await app.register(questionBankRoutes, { bank: createQuestionBankService({ db, search }) });
  },
};
