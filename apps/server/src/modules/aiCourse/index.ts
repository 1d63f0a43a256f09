import type { AppModule } from '../../platform/deps';
import { createSchoolAccess } from '../school';
import { ensureSeedVideos } from './catalogue';
import { createAliyunMedia, createBuiltinMedia } from './media';
import { aiCourseRoutes } from './routes';
import { createAiCourseService } from './service';

export {
  CourseCommandError,
  ensureSeedVideos,
  importCourse,
  listCourses,
  offerCourse,
  seedDemoCourse,
} from './catalogue';
export { createAiCourseService, type AiCourseService } from './service';
export { createAliyunMedia, createBuiltinMedia, type CourseMedia } from './media';

/**
 * The AI course (docs/aiCourse.md): courses → chapters → lessons for the members of schools that
 * opened it, progress per teacher, the admin's completion view, videos with range requests or
 * signed OSS URLs. The seeded videos are rendered into the store once the server is ready.
 */
export const aiCourseModule: AppModule = {
  name: 'aiCourse',
  plugin: async (app, { database, config, clock }) => {
    const media = config.aliyunOss
      ? createAliyunMedia(config.aliyunOss, { cdn: config.courseCdn, clock })
      : createBuiltinMedia(config.dataDir);
    await app.register(aiCourseRoutes, {
      service: createAiCourseService({ db: database.db, clock }),
      access: createSchoolAccess(database.db),
      media,
    });
    const stop = new AbortController();
    let rendering: Promise<void> | undefined;
    app.addHook('onReady', async () => {
      // Tests start hundreds of servers that never play a video: there the first play renders.
      if (config.nodeEnv === 'test') return;
      // In the background: a failure is logged, and the first play tries again.
      rendering = ensureSeedVideos(media, database.db, stop.signal).catch((error: unknown) => {
        if (!stop.signal.aborted)
          app.log.warn({ err: error }, 'ai course: rendering the seeded videos failed');
      });
    });
    // Nothing is written into the store after the server has closed.
    app.addHook('onClose', async () => {
      stop.abort();
      await rendering;
    });
  },
};
