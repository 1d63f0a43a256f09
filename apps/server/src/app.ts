import { Code } from '@aita/core';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { authPlugin, createSessionService, optionalUser } from './modules/identity';
import { identityRoutes } from './modules/identity/routes';
import type { Database } from './db/database';
import type { Config } from './env';
import { BusinessError, fail } from './platform/http/envelope';
import { genReqId, loggerOptions, REQUEST_ID_HEADER } from './platform/http/logging';
import {
  MSG_API_NOT_FOUND,
  MSG_BAD_REQUEST,
  MSG_BAD_URL,
  MSG_BODY_TOO_LARGE,
  MSG_INTERNAL,
  MSG_INVALID_JSON,
  MSG_RESOURCE_NOT_FOUND,
  MSG_TOO_MANY_REQUESTS,
  MSG_UNSUPPORTED_MEDIA_TYPE,
} from './platform/http/messages';
import { webPlugin } from './platform/web';
import { assistantRoutes } from './modules/assistant/routes';
import { healthzRoutes } from './platform/healthz';
import { appLogoRoutes } from './modules/apps/logo.routes';
import { v1AppRoutes } from './modules/apps/routes';
import { userLogoutRoute } from './modules/identity/user-logout.routes';
import { createAppService } from './modules/apps/service';
import { aitalkCollectRoutes } from './modules/apps/collect.routes';
import { myListAddRoutes } from './modules/apps/mylist-add.routes';
import { createCollectedAppIds, createFavouriteService } from './modules/apps/favourites.service';
import { activityRoutes } from './modules/activity/routes';
import { baseConfigRoutes } from './modules/base/routes';
import { homeRoutes } from './modules/home/routes';
import { qrcodeRoutes } from './modules/base/qrcode.routes';
import { sitePageRoutes } from './modules/apps/site-pages.routes';
import { createActivityService } from './modules/activity/service';
import { createHomeService } from './modules/home/service';
import { createQrCodeService } from './modules/base/qrcode.service';
import { ossObjectRoutes } from './platform/storage/objects.routes';
import { ossTokenRoutes } from './platform/storage/token.routes';
import { createAliyunIssuer } from './platform/storage/aliyun-sts';
import { createBuiltinStore } from './platform/storage/builtin-store';
import { createSecretBox, loadSecretKey } from './platform/storage/secret-box';
import { systemClock } from './platform/clock';
import { createThrottle } from './platform/throttle';
import { memberRoutes } from './modules/membership/routes';
import { redeemRoutes } from './modules/membership/redeem.routes';
import { teachingAidRoutes } from './modules/teachingAids/routes';
import { createMemberService } from './modules/membership/service';
import { createSandboxProvider } from './platform/payment/sandbox';
import { createRedeemService } from './modules/membership/redeem.service';
import { openRedisAssistantLimits } from './modules/assistant/limits-redis';
import { createHousekeeping, scheduleHousekeeping } from './platform/housekeeping';
import { avatarsDir } from './modules/identity/avatar-store';

/** Largest accepted request body (JSON): 1 MiB. Larger answers HTTP 413. */
export const BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  config: Pick<
    Config,
    | 'logLevel'
    | 'webDist'
    | 'dataDir'
    | 'publicOrigin'
    | 'icpRecord'
    | 'ossSecretKey'
    | 'aliyunOss'
    | 'assistant'
    | 'trustProxy'
    | 'registrationsPerIpPerHour'
    | 'redis'
  >;
  database: Database;
  /** Where logs go (default stdout); tests pass a stream to read them. */
  logStream?: { write(line: string): void };
}

/** Maps a transport-level error (HTTP status) to the envelope. See docs/server.md "Error policy". */
function transportError(error: FastifyError, status: number): { code: number; msg: string } {
  if (status === 413) return { code: Code.INVALID_PARAM, msg: MSG_BODY_TOO_LARGE };
  if (status === 415) return { code: Code.INVALID_PARAM, msg: MSG_UNSUPPORTED_MEDIA_TYPE };
  if (status === 404) return { code: Code.NOT_FOUND, msg: MSG_API_NOT_FOUND };
  if (status === 429) return { code: Code.TOO_MANY_REQUESTS, msg: MSG_TOO_MANY_REQUESTS };
  if (
    status === 400 &&
    (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
  ) {
    return { code: Code.INVALID_PARAM, msg: MSG_INVALID_JSON };
  }
  return { code: Code.INVALID_PARAM, msg: MSG_BAD_REQUEST };
}

/** Headers of every response (also those the router refuses before any hook runs). */
function commonHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-content-type-options', 'nosniff');
}

/**
 * What the router refuses before any route or hook (Fastify's `frameworkErrors`): a URL with a
 * malformed percent-escape → 400 40001 请求地址无效; a path parameter over 100 characters (no
 * file here has such a name) → 404 40004 资源不存在. Fastify would answer its own English JSON.
 */
function routerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  commonHeaders(request, reply);
  request.log.info({ errCode: error.code }, 'request rejected by the router');
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send(fail(Code.INVALID_PARAM, MSG_BAD_URL));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(404).send(fail(Code.NOT_FOUND, MSG_RESOURCE_NOT_FOUND));
  }
  request.log.error({ err: error }, 'request failed in the router');
  return reply.code(500).send(fail(Code.INTERNAL, MSG_INTERNAL));
}

/**
 * Builds the Fastify app (not listening): external plugins, then app plugins, then routes
 * (CONVENTIONS.md "apps/server"). The caller owns the database and closes it after the app.
 */
export async function buildApp({ config, database, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    // TRUST_PROXY: request.ip (throttles, logs) is the client's only behind trusted proxies.
    trustProxy: config.trustProxy,
    // The web app is served from the same origin; nothing here needs a trailing-slash variant.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: routerError,
  });

  app.addHook('onRequest', async (request, reply) => commonHeaders(request, reply));

  // An empty JSON body counts as no body (the list call's payload is optional, §7).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    jsonParser(request, text, done);
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof BusinessError) {
      return reply.code(200).send({ code: error.code, msg: error.message, data: error.data });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(fail(Code.INTERNAL, MSG_INTERNAL));
    }
    request.log.info({ errCode: error.code, errMessage: error.message }, 'request rejected');
    const { code, msg } = transportError(error, status);
    return reply.code(status).send(fail(code, msg));
  });

  await app.register(compress, { global: true });
  await app.register(authPlugin, { sessions: createSessionService({ db: database.db }) });

  const appService = createAppService({
    db: database.db,
    collectedAppIds: createCollectedAppIds(database.db),
  });
  const favourites = createFavouriteService({ db: database.db, appService });
  await app.register(healthzRoutes, { database });
  await app.register(appLogoRoutes, { appService });
  await app.register(v1AppRoutes, {
    appService,
    viewerId: async (request) => {
      await optionalUser(request);
      return request.user?.id;
    },
  });
  await app.register(aitalkCollectRoutes, { favourites });
  await app.register(myListAddRoutes, { favourites });
  await app.register(homeRoutes, {
    home: createHomeService({ appService }),
    viewerId: async (request) => {
      await optionalUser(request);
      return request.user?.id;
    },
  });
  await app.register(activityRoutes, {
    activity: createActivityService({ db: database.db, publicOrigin: config.publicOrigin }),
  });
  await app.register(qrcodeRoutes, {
    qrcodes: createQrCodeService({ publicOrigin: config.publicOrigin }),
  });
  await app.register(baseConfigRoutes, {
    publicOrigin: config.publicOrigin,
    icpRecord: config.icpRecord,
  });
  await app.register(sitePageRoutes);
  await app.register(teachingAidRoutes);
  const ossStore = createBuiltinStore({
    db: database.db,
    dataDir: config.dataDir,
    publicOrigin: config.publicOrigin,
    box: createSecretBox(loadSecretKey(config.ossSecretKey, config.dataDir)),
  });
  // Aliyun OSS mode: STS credentials for the bucket; the built-in store then only serves the
  // objects uploaded before the switch (docs/oss.md "Aliyun OSS mode").
  const aliyun = config.aliyunOss && createAliyunIssuer({ settings: config.aliyunOss });
  await app.register(ossTokenRoutes, { issuer: aliyun ?? ossStore });
  await app.register(ossObjectRoutes, { store: ossStore, acceptUploads: !aliyun });
  await app.register(userLogoutRoute);
  await app.register(identityRoutes, {
    db: database.db,
    dataDir: config.dataDir,
    publicOrigin: config.publicOrigin,
    registrationsPerIpPerHour: config.registrationsPerIpPerHour,
  });
  // REDIS_URL: the assistant's per-teacher limits are shared by every instance (connects now;
  // an unreachable Redis fails the start). Closed after the routes (onClose).
  const sharedLimits =
    config.redis &&
    (await openRedisAssistantLimits({
      redis: config.redis,
      settings: config.assistant,
      log: app.log,
    }));
  if (sharedLimits) app.addHook('onClose', () => sharedLimits.close());
  await app.register(assistantRoutes, { config, database, appService, limits: sharedLimits });
  // Membership (docs/membership.md): the sandbox provider until a real one is configured.
  const throttle = createThrottle({ db: database.db });
  const payments = createSandboxProvider({ publicOrigin: config.publicOrigin });
  const members = createMemberService({
    database,
    provider: payments,
    throttle,
    clock: systemClock,
  });
  await app.register(memberRoutes, { members, provider: payments });
  await app.register(redeemRoutes, {
    redeem: createRedeemService({ database, throttle, clock: systemClock }),
  });
  // Aliyun mode: the browser uploads to the bucket's own host (the CSP must let it connect).
  const uploadOrigins = config.aliyunOss
    ? [`https://${config.aliyunOss.bucket}.${config.aliyunOss.region}.aliyuncs.com`]
    : [];
  await app.register(webPlugin, { webDist: config.webDist, uploadOrigins });
  // Dead sessions, tickets, credentials and throttle records go hourly (docs/server.md
  // "Housekeeping"); stopped before the database closes.
  const housekeeping = scheduleHousekeeping(
    createHousekeeping({ db: database.db, avatarsDir: avatarsDir(config.dataDir) }),
    {
      log: app.log,
    },
  );
  app.addHook('onClose', () => housekeeping.stop());
  return app;
}
