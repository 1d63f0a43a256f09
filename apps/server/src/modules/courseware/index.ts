import type { AppModule } from '../../platform/deps';
import { createAliyunSink, createBuiltinSink } from '../../platform/intake';
import { HTML_APPS_DIR } from '../../paths';
import { readHtmlApps, syncCoursewareApp, syncHtmlApps, type HtmlAppFile } from './html-apps';
import { createSchoolLogoReader } from './logo';
import { coursewareRoutes } from './routes';
import { createCoursewareService } from './service';

export { readHtmlApps, syncHtmlApps, HTML_APP_CSP } from './html-apps';

/**
 * AI课件 and the classroom tools (docs/courseware.md): the teacher's coursewares (outline, slides, .pptx)
 * and the html-file apps the `/code` viewer runs, synced from `apps/server/html-apps/` at start.
 */
export const coursewareModule: AppModule = {
  name: 'courseware',
  plugin: async (app, { db, clock, ai, config }) => {
    const service = createCoursewareService({ db, clock, ai });
    const sink = config.aliyunOss
      ? createAliyunSink(config.aliyunOss)
      : createBuiltinSink(config.dataDir);
    let files: Promise<readonly HtmlAppFile[]> | undefined;
    const htmlApps = () => (files ??= readHtmlApps(HTML_APPS_DIR));
    app.addHook('onReady', async () => {
      await syncHtmlApps(db, await htmlApps());
      await syncCoursewareApp(db);
    });
    await app.register(coursewareRoutes, {
      service,
      db,
      htmlApps,
      logoOf: createSchoolLogoReader(db, sink),
    });
  },
};
