import type { AppModule } from '../../platform/deps';
import { createSearchIndex } from '../../platform/search';
import { createAliyunSink, createBuiltinSink } from '../../platform/intake';
import { createQuestionEditor } from './editor';
import { createQuestionImages } from './images';
import { createQuestionGenerator } from './generate-service';
import { questionBankRoutes } from './routes';
import { createQuestionBankService } from './service';
import { createQuestionShelf } from './shelf';
import { createTextbookService } from './textbook';

export { seedQuestionBank, SEED_QUESTIONS, SEED_KNOWLEDGE_TREES } from './seed';
export { createBankCounts, type BankCounts } from './counts';
/** For the bench (`bench/question-bank.bench.mjs`, through `@aita/server/testing`). */
export { createQuestionBankService, type QuestionBankService } from './service';
/** The bank's access rule, for the areas that use its questions (exam papers). */
export { canSee, viewerOf, visibleWhere, type Viewer } from './service';
export { createTextbookService } from './textbook';
export { searchEntryOf } from './search-entry';
/** The sub-questions of 阅读/材料题, for the areas that take whole groups (exam papers). */
export { childRowsOf } from './groups';

/**
 * The question bank (docs/questionBank.md): 精品资源 browse and search, 校本资源 (add, edit,
 * remove, share, `.docx` import), the knowledge trees, the textbook map and the school's bank
 * link and embed flag, and AI question generation (bank mode without a model). Questions are indexed into the shared search index (kind `question`).
 */
export const questionBankModule: AppModule = {
  name: 'questionBank',
  plugin: async (app, { db, database, ai, config }) => {
    const search = createSearchIndex({ database });
    const images = createQuestionImages({
      db,
      sink: config.aliyunOss
        ? createAliyunSink(config.aliyunOss)
        : createBuiltinSink(config.dataDir),
      dataDir: config.dataDir,
      maxBytes: config.intakeMaxBytes,
    });
    const textbook = createTextbookService(db);
    const bank = createQuestionBankService({ db, textbook });
    await app.register(questionBankRoutes, {
      bank,
      shelf: createQuestionShelf({ db, bank }),
      editor: createQuestionEditor({ database, search, textbook, images }),
      images,
      textbook,
      generator: createQuestionGenerator({ db, ai }),
    });
  },
};
