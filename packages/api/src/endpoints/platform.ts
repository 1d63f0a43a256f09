import type { Data, platform } from '@aita/contract';
import { platformPaths } from '@aita/contract/paths/platform';
import type { GradeConfig, OssCredential, ResourceConfig } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

export type { GradeConfig, LinkItem, OssCredential, ResourceConfig } from '@aita/core';

/** `POST /v1/base/resource/config` (spec §7; `source=miniprogram` as a query when asked). */
export function fetchResourceConfig(
  client: ApiClient,
  source?: 'miniprogram',
  options?: RequestOptions,
): Promise<ResourceConfig> {
  const call = source
    ? { ...options, searchParams: { ...options?.searchParams, source } }
    : options;
  return send<typeof platform.resourceConfig>(client, platformPaths.resourceConfig, {}, call);
}

/** `GET /v1/base/grade/config` (spec §7). */
export function fetchGradeConfig(
  client: ApiClient,
  options?: RequestOptions,
): Promise<GradeConfig> {
  return send<typeof platform.gradeConfig>(client, platformPaths.gradeConfig, undefined, options);
}

/**
 * `GET /v1/oss/token/get` (spec §7; §8 "Upload credential failure: 获取上传凭证失败"). Login
 * required, never cached. `securityToken` is base64: decode it before giving it to ali-oss.
 */
export function fetchOssCredential(
  client: ApiClient,
  options?: RequestOptions,
): Promise<OssCredential> {
  const fresh = { ...options, cache: false };
  return send<typeof platform.ossCredential>(client, platformPaths.ossCredential, undefined, fresh);
}

/** Which AI capabilities the server has a model for (`chat`, `vision`, `embeddings`, …). */
export type AiCapabilities = Data<typeof platform.capabilities>;

/**
 * `POST /v1/base/capabilities`: which AI capabilities are configured, so a feature that needs a
 * model can say so before the teacher tries (docs/architecture/ai.md).
 */
export function fetchCapabilities(
  client: ApiClient,
  options?: RequestOptions,
): Promise<AiCapabilities> {
  return send<typeof platform.capabilities>(client, platformPaths.capabilities, {}, options);
}
