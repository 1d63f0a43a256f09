import { platform, type Data } from '@aita/contract';
import { Code, type OssCredential } from '@aita/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser, userOf } from '../../modules/identity';
import { ok } from '../http/envelope';
import { DomainError } from '../errors';
import { publicOriginFor } from '../http/public-origin';
import { MSG_STS_FAILED, StsError } from './aliyun-sts';
import type { Throttle, ThrottleRule } from '../throttle';

/** Where upload credentials come from: the built-in store or Aliyun STS (docs/oss.md). */
export interface CredentialIssuer {
  /** The configured PUBLIC_ORIGIN, when credentials point at this server. */
  readonly publicOrigin?: string;
  issue(userId: number, origin?: string): Promise<OssCredential>;
}

/** Upload credentials per teacher: 60 per hour (a credential lasts 15 minutes). */
export const ossCredentialRule = (userId: number): ThrottleRule => ({
  key: `oss-token:${userId}`,
  limit: 60,
  windowMs: 60 * 60_000,
});
/** 42900 past {@link ossCredentialRule}. */
export const MSG_OSS_TOKEN_THROTTLED = '获取上传凭证过于频繁，请稍后再试';

const originOf = (request: FastifyRequest, issuer: CredentialIssuer) =>
  issuer.publicOrigin === undefined ? undefined : publicOriginFor(request, issuer.publicOrigin);

/**
 * `GET /v1/oss/token/get` (§7 "Config and other"; login required, 20100 otherwise) → a
 * temporary upload credential (§3 Avatar upload token data + ali-oss options, docs/oss.md).
 * An STS failure answers 50000 获取上传凭证失败，请稍后重试 and is logged with Aliyun's
 * RequestId and Code.
 */
export const ossTokenRoutes: FastifyPluginAsync<{
  issuer: CredentialIssuer;
  throttle: Throttle;
}> = async (app, { issuer, throttle }) => {
  app.get(platform.ossCredential.path, { preHandler: requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Each built-in credential is a row: a loop of requests must not grow the table unbounded.
    const hold = await throttle.consume([ossCredentialRule(userOf(request).id)]);
    if (!hold) throw new DomainError(Code.TOO_MANY_REQUESTS, MSG_OSS_TOKEN_THROTTLED);
    try {
      return ok<Data<typeof platform.ossCredential>>(
        await issuer.issue(userOf(request).id, originOf(request, issuer)),
      );
    } catch (error) {
      if (!(error instanceof StsError)) throw error;
      request.log.error(
        {
          stsReason: error.failure.reason,
          stsStatus: error.failure.status,
          stsCode: error.failure.code,
          stsRequestId: error.failure.requestId,
          stsDetail: error.failure.detail,
        },
        'STS AssumeRole failed',
      );
      throw new DomainError(Code.INTERNAL, MSG_STS_FAILED);
    }
  });
};
