import type { AppModule } from '../../platform/deps';
import { createAliyunSink, createBuiltinSink } from '../../platform/intake';
import { createClassroomService, createExamService } from '../classroom';
import { createEssayIntake } from './intake';
import { createMarkJob } from './mark';
import { createOfflineOcr } from './ocr-offline';
import { createPhotoReader } from './photos';
import { essayReviewRoutes } from './routes';
import { createEssayReviewService } from './service';

export { createMarkJob, MARK_JOB } from './mark';

/**
 * Essay marking (docs/essayReview.md): tasks of one essay or a class's batch, marked by a job
 * (with a model by rubric, or the offline 基础检查), edited and 发布 by the teacher, exported to
 * Word with 批注. The marking job is registered in every process, also with JOBS_WORKERS=0.
 */
export const essayReviewModule: AppModule = {
  name: 'essayReview',
  plugin: async (app, { db, database, jobs, ai, config }) => {
    const sink = config.aliyunOss
      ? createAliyunSink(config.aliyunOss)
      : createBuiltinSink(config.dataDir);
    const readPhoto = createPhotoReader(db, sink);
    jobs.register(createMarkJob({ db, ai, readPhoto }));
    // Without a vision model photos of printed text are read offline; the worker starts on the
    // first photo and ends with the server.
    const offline = createOfflineOcr();
    app.addHook('onClose', () => offline.close());
    await app.register(essayReviewRoutes, {
      service: createEssayReviewService({
        db,
        database,
        jobs,
        ai,
        classes: createClassroomService({ database }),
        exams: createExamService({ database }),
      }),
      intake: createEssayIntake({ db, ai, readPhoto, offline }),
    });
  },
};
