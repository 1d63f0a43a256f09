import type { AppModule } from '../../platform/deps';
import { jyyRoutes } from './routes';
import { createJyyService } from './service';

export { jyyCommand, JyyCommandError, seedJyy } from './service';
export { JYY_KEYS } from './seed-data';

/**
 * The os=jzax embedding's configuration (docs/aiCourse.md "os=jzax"): tabs, subjects,
 * mini-program keywords and details, the nobook index; seeded, changed by operators.
 */
export const jyyModule: AppModule = {
  name: 'jyy',
  plugin: async (app, { database }) => {
    await app.register(jyyRoutes, { service: createJyyService(database.db) });
  },
};
