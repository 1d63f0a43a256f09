import type { OssCredential } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';

/** The upload credential's wire type lives in core (shared with the server). */
export type { OssCredential };

/**
 * `GET /v1/oss/token/get` (spec §7; §8 "Upload credential failure: 获取上传凭证失败"). Login
 * required. `securityToken` is base64: decode it before giving it to ali-oss.
 */
export function fetchOssCredential(
  client: ApiClient,
  options?: RequestOptions,
): Promise<OssCredential> {
  return client.get<OssCredential>('/v1/oss/token/get', { ...options, cache: false });
}
