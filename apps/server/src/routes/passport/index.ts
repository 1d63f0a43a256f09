import type { FastifyPluginAsync } from 'fastify';
import type { AccountService } from '../../services/user-account-service';
import type { AvatarStore } from '../../services/user-avatar-store';
import type { ProfileService } from '../../services/user-profile-service';
import { passportApiRoutes } from './api';
import { passportAvatarRoutes } from './avatar';
import { passportPageRoutes } from './page';

/** The built-in login provider under `/passport` (and the avatar files it stores). */
export const passportRoutes: FastifyPluginAsync<{
  accountService: AccountService;
  profileService: ProfileService;
  avatarStore: AvatarStore;
  publicOrigin: string;
}> = async (app, opts) => {
  await app.register(passportPageRoutes, opts);
  await app.register(passportApiRoutes, opts);
  await app.register(passportAvatarRoutes, opts);
};
