import type { FastifyPluginAsync } from 'fastify';
import type { AccountService } from './account.service';
import type { AvatarStore } from './avatar-store';
import type { ProfileService } from './profile.service';
import { passportApiRoutes } from './passport-api.routes';
import { passportAvatarRoutes } from './avatar.routes';
import { passportPageRoutes } from './passport-page.routes';

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
