import type { AppModule } from '../../platform/deps';
import { teachingAidRoutes } from './routes';

export { measureTeachingAids } from './service';

/** The printable teaching aids (docs/teaching-aids.md): generated PDFs. */
export const teachingAidsModule: AppModule = {
  name: 'teachingAids',
  plugin: async (app) => {
    await app.register(teachingAidRoutes);
  },
};
