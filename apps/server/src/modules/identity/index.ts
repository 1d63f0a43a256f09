import { sharedModule, type AppModule } from '../../platform/deps';
import { authPlugin } from './auth';
import { avatarsDir } from './avatar-store';
import { createHousekeeping, scheduleHousekeeping } from './housekeeping';
import { identityRoutes } from './routes';
import { connectIdentityFeeds, type IdentityFeeds } from './feeds-redis';
import { createSessionService, SESSION_CACHE_MS } from './sessions';
import { createUserInfoCache, type UserInfoCache } from './user-info-cache';
import { createSmsProvider, type SmsProvider } from '../../platform/sms';
import { DEFAULT_SMS_CODES_PER_IP_PER_DAY } from '../../platform/sms/settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** How SMS codes are delivered (platform/sms); the log mode keeps the last code per phone. */
    smsProvider: SmsProvider;
    /**
     * The cached `/v1/user/info` answers: a module whose write changes one tells it after the
     * write (`app.userInfoCache.users([id])`, `.orgs([id])`; docs/identity.md "User info cache").
     */
    userInfoCache: UserInfoCache;
    /**
     * The feeds between instances (Redis pub/sub, REDIS_URL; undefined without it): another
     * module opens its own channel on the same connections (`feeds.open(name, parse)`).
     */
    feeds: IdentityFeeds | undefined;
  }
}

/**
 * Identity (docs/identity.md; apps/server/README.md "Auth"). Other modules guard their routes
 * with `{ preHandler: requireUser }` (private) or `{ preHandler: optionalUser }` (public,
 * personalised) and read `userOf(request)` / `request.user`; `viewerIdOf` gives the teacher's id
 * or undefined.
 */
export {
  authPlugin,
  carriesToken,
  optionalUser,
  requireUser,
  tokenOf,
  userOf,
  viewerIdOf,
  type ViewerId,
} from './auth';
export {
  createSessionService,
  SESSION_LIFETIME_MS,
  type AuthUser,
  type IssuedToken,
  type SessionKind,
  type SessionService,
  type TokenResolution,
} from './sessions';
export { hashSecret, newSecret } from '../../platform/tokens';
export { checkCredentialsShape, createAccountService } from './account.service';
export { createTicketIssuer, type TicketIssuer } from './tickets';
export { hashPassword, verifyPassword } from './password';
export { createProfileService, type ProfileService } from './profile.service';
export { MSG_NOT_ORG_MEMBER, MSG_ORG_CODE_INVALID } from './messages';
export { systemClock, type Clock } from '../../platform/clock';
export {
  connectIdentityFeeds,
  connectUserInfoPublisher,
  type Feed,
  type IdentityFeeds,
  type UserInfoPublisher,
} from './feeds-redis';
export {
  noUserInfoCache,
  USER_INFO_CACHE_MS,
  userInfoChangesOver,
  type UserInfoChanges,
} from './user-info-cache';

/**
 * The identity module: login sessions for every later module (`app.sessions`, `request.user`:
 * not encapsulated, so registered first), the user info cache (`app.userInfoCache`),
 * `/v1/user/*`, `/v1/report`, `/v1/udc/ticket-login`, `/passport/*`, `/files/avatars/*`, and the
 * hourly housekeeping of dead sessions, tickets, credentials, throttle records and avatars
 * (docs/server.md "Housekeeping"), stopped on close.
 */
export const identityModule: AppModule = {
  name: 'identity',
  plugin: sharedModule('identity', async (app, { db, config }) => {
    // Several instances: a logout or a profile change on one is told to the others through
    // Redis at once.
    const feeds = config.redis ? await connectIdentityFeeds(config.redis, app.log) : undefined;
    if (feeds) app.addHook('onClose', () => feeds.close());
    await app.register(authPlugin, {
      sessions: createSessionService({
        db,
        cacheMs: SESSION_CACHE_MS,
        feed: feeds?.revocations,
      }),
    });
    app.decorate('userInfoCache', createUserInfoCache({ feed: feeds?.userInfo }));
    app.decorate('feeds', feeds);
    const sms = config.sms ?? { codesPerIpPerDay: DEFAULT_SMS_CODES_PER_IP_PER_DAY };
    const smsProvider = createSmsProvider(sms, app.log);
    if (smsProvider.delivery === 'log') {
      app.log.warn(
        '未配置短信服务（ALIYUN_SMS_*）：注册和找回密码的验证码只写入服务器日志，仅供试用 (docs/security.md "SMS codes")',
      );
    }
    app.decorate('smsProvider', smsProvider);
    await app.register(identityRoutes, {
      db,
      dataDir: config.dataDir,
      publicOrigin: config.publicOrigin,
      registrationsPerIpPerHour: config.registrationsPerIpPerHour,
      smsProvider,
      smsCodesPerIpPerDay: sms.codesPerIpPerDay,
    });
    const housekeeping = scheduleHousekeeping(
      createHousekeeping({
        db,
        avatarsDir: avatarsDir(config.dataDir),
        reportRetentionDays: config.reportRetentionDays,
      }),
      { log: app.log },
    );
    app.addHook('onClose', () => housekeeping.stop());
  }),
};
