import type { AppModule } from '../../platform/deps';
import { createTicketIssuer } from '../identity';
import { activityRoutes } from './routes';
import { createActivityService } from './service';

/** The activity banner and pages (docs/apps.md "Activity"). */
export const activityModule: AppModule = {
  name: 'activity',
  plugin: async (app, { db, config }) => {
    await app.register(activityRoutes, {
      activity: createActivityService({
        db,
        publicOrigin: config.publicOrigin,
        issueTicket: createTicketIssuer(db),
      }),
    });
  },
};
