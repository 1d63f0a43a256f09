import { join } from 'node:path';
import type { AppModule } from '../../platform/deps';
import { createAliyunSink, createBuiltinSink } from '../../platform/intake';
import { hasFfmpeg } from './ffmpeg';
import { createIllustrateJob } from './jobs';
import { imageAppsRoutes } from './routes';
import { createImageSafetyCheck } from './safety';
import { createImageAppsService } from './service';

export { createIllustrateJob, ILLUSTRATE_JOB } from './jobs';

/**
 * The image apps (docs/imageApps.md): templates, the check of uploaded images, colouring pages
 * and 手抄报 made here with sharp, illustrations through the image model as jobs.
 */
export const imageAppsModule: AppModule = {
  name: 'imageApps',
  plugin: async (app, { db, jobs, ai, config }) => {
    const sink = config.aliyunOss
      ? createAliyunSink(config.aliyunOss)
      : createBuiltinSink(config.dataDir);
    jobs.register(
      createIllustrateJob({ db, ai, sink, tempDir: join(config.dataDir, 'tmp', 'illustration') }),
    );
    await app.register(imageAppsRoutes, {
      service: createImageAppsService({
        db,
        jobs,
        ai,
        sink,
        safety: createImageSafetyCheck(ai),
        ffmpeg: await hasFfmpeg(),
      }),
    });
  },
};
