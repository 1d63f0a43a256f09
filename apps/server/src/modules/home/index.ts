import { sharedModule, type AppModule } from '../../platform/deps';
import { createClassroomService } from '../classroom';
import { viewerIdOf } from '../identity';
import { createBankCounts } from '../questionBank';
import { homeRoutes } from './routes';
import { createHomeService } from './service';

/** The home's recommended functions and feature cards (docs/apps.md "Home"), over the catalogue. */
export const homeModule: AppModule = {
  name: 'home',
  plugin: sharedModule(
    'home',
    async (app, { database }) => {
      const { classInfo } = createClassroomService({ database });
      await app.register(homeRoutes, {
        home: createHomeService({
          appService: app.catalogue,
          classInfo,
          bankCounts: createBankCounts({ database }),
        }),
        viewerId: viewerIdOf,
      });
    },
    ['apps'],
  ),
};
