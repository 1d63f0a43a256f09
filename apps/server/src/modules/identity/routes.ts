import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import { passportRoutes } from './passport.routes';
import { v1UdcRoutes } from './udc.routes';
import { userLogoutRoute } from './user-logout.routes';
import { v1UserRoutes } from './user.routes';
import { createAccountService } from './account.service';
import { createAvatarStore } from './avatar-store';
import { createProfileService } from './profile.service';
import { createPasswordService } from './password.service';
import { sessionRoutes } from './sessions.routes';
import { createSmsCodeService } from './sms-codes';
import { smsRoutes } from './sms.routes';
import type { SmsProvider } from '../../platform/sms';
import { systemClock, type Clock } from '../../platform/clock';
import { createThrottle } from '../../platform/throttle';

/**
 * Every identity route (docs/identity.md): `/v1/user/*` (but `cur_org`, in the school module),
 * `/v1/report`, `/v1/udc/ticket-login`, `/passport/*` and `/files/avatars/*`. Needs `authPlugin`
 * registered first (uses `app.sessions`) and `app.userInfoCache` decorated.
 */
export const identityRoutes: FastifyPluginAsync<{
  db: Db;
  dataDir: string;
  publicOrigin: string;
  clock?: Clock;
  /** REGISTRATIONS_PER_IP_PER_HOUR. */
  registrationsPerIpPerHour?: number;
  /** Delivers SMS codes (Aliyun SMS, or the log mode). */
  smsProvider: SmsProvider;
  /** SMS_CODES_PER_IP_PER_DAY. */
  smsCodesPerIpPerDay: number;
}> = async (
  app,
  {
    db,
    dataDir,
    publicOrigin,
    clock = systemClock,
    registrationsPerIpPerHour,
    smsProvider,
    smsCodesPerIpPerDay,
  },
) => {
  const throttle = createThrottle({ db, clock });
  const smsCodes = createSmsCodeService({
    db,
    provider: smsProvider,
    throttle,
    codesPerIpPerDay: smsCodesPerIpPerDay,
    log: app.log,
    clock,
  });
  const accountService = createAccountService({
    db,
    sessions: app.sessions,
    throttle,
    clock,
    registrationsPerIpPerHour,
    smsCodes,
  });
  const profileService = createProfileService({ db, clock, infoChanges: app.userInfoCache });
  const passwordService = createPasswordService({ db, sessions: app.sessions, throttle });
  const avatarStore = createAvatarStore({ dataDir });
  await app.register(v1UserRoutes, { profileService, throttle, cache: app.userInfoCache });
  await app.register(userLogoutRoute, { db });
  await app.register(sessionRoutes, { passwordService });
  await app.register(smsRoutes, { db, smsCodes, passwordService });
  await app.register(v1UdcRoutes, { accountService });
  await app.register(passportRoutes, { accountService, profileService, avatarStore, publicOrigin });
};
