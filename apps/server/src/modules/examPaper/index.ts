import type { AppModule } from '../../platform/deps';
import { createAliyunSink, createBuiltinSink } from '../../platform/intake';
import { createPaperAssembly } from './assembly';
import { createPaperBank } from './bank';
import { createBlueprintTargets } from './blueprint-target';
import { examPaperRoutes } from './routes';
import { createExamPaperService } from './service';
import { createPaperSharing } from './sharing';
import { createSchoolAccess } from '../school';
import { createQuestionBankService, createTextbookService } from '../questionBank';
import { createResourceDetails } from './resource-details';

export { seedDemoPaper } from './seed';
export { createPaperBank } from './bank';

/**
 * Exam papers (docs/examPaper.md): the teacher's papers built from the question bank, edited
 * question by question, assembled to counts, scores and a difficulty, exported to Word.
 */
export const examPaperModule: AppModule = {
  name: 'examPaper',
  plugin: async (app, { db, database, clock, config }) => {
    const bank = createPaperBank(db);
    const papers = createExamPaperService({ database, bank, clock });
    const assembly = createPaperAssembly({ bank, papers });
    const sharing = createPaperSharing({
      database,
      access: createSchoolAccess(db),
      papers,
      clock,
    });
    // `/v2/agent/resource/details` answers bank questions and papers, so it lives beside papers.
    const resources = createResourceDetails({
      bank: createQuestionBankService({ db, textbook: createTextbookService(db) }),
      papers,
    });
    const targets = createBlueprintTargets({ database, papers, clock });
    // Pictures of bank questions live in the object store (docs/examPaper.md "Pictures").
    const sink = config.aliyunOss
      ? createAliyunSink(config.aliyunOss)
      : createBuiltinSink(config.dataDir);
    await app.register(examPaperRoutes, {
      papers,
      assembly,
      sharing,
      resources,
      targets,
      readObject: (key) => sink.read(key),
    });
  },
};
