import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import type { AppConfig } from '../deps';
import { createAliyunIssuer } from './aliyun-sts';
import { createBuiltinStore } from './builtin-store';
import { ossObjectRoutes } from './objects.routes';
import { createSecretBox, loadSecretKey } from './secret-box';
import { ossTokenRoutes } from './token.routes';
import { createThrottle } from '../throttle';

/**
 * Object storage (docs/oss.md): the built-in OSS-compatible store on disk, or Aliyun OSS with
 * STS credentials when configured. Serves `POST /v1/oss/token` (upload credentials) and
 * `PUT|GET /oss/{key}`; in Aliyun mode the built-in store only serves the objects uploaded
 * before the switch.
 */
export const storagePlugin: FastifyPluginAsync<{
  db: Db;
  config: Pick<AppConfig, 'dataDir' | 'publicOrigin' | 'ossSecretKey' | 'aliyunOss'>;
}> = async (app, { db, config }) => {
  const store = createBuiltinStore({
    db,
    dataDir: config.dataDir,
    publicOrigin: config.publicOrigin,
    box: createSecretBox(loadSecretKey(config.ossSecretKey, config.dataDir)),
  });
  const aliyun = config.aliyunOss && createAliyunIssuer({ settings: config.aliyunOss });
  await app.register(ossTokenRoutes, { issuer: aliyun ?? store, throttle: createThrottle({ db }) });
  await app.register(ossObjectRoutes, { store, acceptUploads: !aliyun });
};

/** Origins the browser uploads to besides this one (the CSP must let it connect). */
export function uploadOrigins(config: Pick<AppConfig, 'aliyunOss'>): string[] {
  return config.aliyunOss
    ? [`https://${config.aliyunOss.bucket}.${config.aliyunOss.region}.aliyuncs.com`]
    : [];
}

/**
 * Origins images load from besides this one (the CSP's img-src): the public host of the bucket
 * (ALIYUN_OSS_PUBLIC_HOST, else the bucket host) in Aliyun mode; none with the built-in store.
 */
export function imageOrigins(config: Pick<AppConfig, 'aliyunOss'>): string[] {
  return config.aliyunOss ? [new URL(config.aliyunOss.publicHost).origin] : [];
}
