import { sharedModule, type AppModule } from '../../platform/deps';
import { viewerIdOf } from '../identity';
import { aitalkCollectRoutes } from './collect.routes';
import { createCollectedAppIds, createFavouriteService } from './favourites.service';
import { catalogueVersion, createBodyCache } from './list-cache';
import { appLogoRoutes } from './logo.routes';
import { myListAddRoutes } from './mylist-add.routes';
import { v1AppRoutes } from './routes';
import { createAppService, type AppService } from './service';

export { renderAppLogo } from './logo';
export { MSG_APP_NOT_FOUND } from './messages';
export * from './definitions';
export type { AppService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application centre's catalogue, shared by the modules that list apps. */
    catalogue: AppService;
  }
}

/**
 * The application centre (docs/apps.md): `/v1/app/*` (catalogue, search), favourites
 * (`/v1/aitalk/collect/*`, `/v1/aitalk/mylist/add`) and the generated app logos. Decorates the app
 * with `catalogue` (one search index in memory) for the modules registered after it (home,
 * assistant), which declare it as a dependency.
 */
export const appsModule: AppModule = {
  name: 'apps',
  plugin: sharedModule(
    'apps',
    async (app, { db }) => {
      const catalogue = createAppService({ db, collectedAppIds: createCollectedAppIds(db) });
      app.decorate('catalogue', catalogue);
      const favourites = createFavouriteService({ db, appService: catalogue });
      await app.register(appLogoRoutes, { appService: catalogue });
      const bodies = createBodyCache({ version: () => catalogueVersion(db) });
      await app.register(v1AppRoutes, { appService: catalogue, viewerId: viewerIdOf, bodies });
      await app.register(aitalkCollectRoutes, { favourites });
      await app.register(myListAddRoutes, { favourites });
    },
    ['identity'],
  ),
};
