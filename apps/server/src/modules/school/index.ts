import type { AppModule } from '../../platform/deps';
import { createProfileService } from '../identity';
import { userCurOrgRoute, v1OrgRoutes } from './routes';

/**
 * Schools (docs/identity.md "Schools"): `POST /v1/org/check_code`, `/v1/org/join` and
 * `/v1/user/cur_org`. A teacher's schools are part of the profile, so the routes use identity's
 * profile service.
 */
export const schoolModule: AppModule = {
  name: 'school',
  plugin: async (app, { db, clock }) => {
    const profileService = createProfileService({ db, clock });
    await app.register(v1OrgRoutes, { profileService });
    await app.register(userCurOrgRoute, { profileService });
  },
};
