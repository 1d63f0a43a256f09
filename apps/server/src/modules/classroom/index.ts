import type { AppModule } from '../../platform/deps';
import { createAliyunSink, createBuiltinSink } from '../../platform/intake';
import { createCommentService, createCommentsJob } from './comments.service';
import { createExamService } from './exams.service';
import { classroomItemRoutes } from './items.routes';
import { createExamItemService } from './items.service';
import { createObservationService } from './observations.service';
import { classroomRoutes } from './routes';
import { createClassroomService } from './service';

export { createClassroomService, type ClassroomService } from './service';
export { createExamService, type ExamService } from './exams.service';

/**
 * Class management (docs/classroom.md): classes and students for their teachers only, roster
 * import from uploaded sheets and export to Excel, seating, exams and scores.
 */
export const classroomModule: AppModule = {
  name: 'classroom',
  plugin: async (app, { database, config, jobs, ai }) => {
    jobs.register(createCommentsJob({ db: database.db, ai }));
    const sink = config.aliyunOss
      ? createAliyunSink(config.aliyunOss)
      : createBuiltinSink(config.dataDir);
    const items = createExamItemService({ database });
    await app.register(classroomItemRoutes, { items, db: database.db });
    await app.register(classroomRoutes, {
      classes: createClassroomService({ database }),
      exams: createExamService({ database }),
      items,
      observations: createObservationService({ database }),
      comments: createCommentService({ database, jobs, ai }),
      db: database.db,
      sink,
    });
  },
};
