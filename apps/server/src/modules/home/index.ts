import { sharedModule, type AppModule } from '../../platform/deps';
import { viewerIdOf } from '../identity';
import { homeRoutes } from './routes';
import { createHomeService } from './service';

/** The home's recommended functions and feature cards (docs/apps.md "Home"), over the catalogue. */
export const homeModule: AppModule = {
  name: 'home',
  plugin: sharedModule(
    'home',
    async (app) => {
      await app.register(homeRoutes, {
        home: createHomeService({ appService: app.catalogue }),
        viewerId: viewerIdOf,
      });
    },
    ['apps'],
  ),
};
