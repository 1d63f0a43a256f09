import type { OssUploadToken } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';

/**
 * The upload credential of `GET /v1/oss/token/get`: §3 "Avatar upload token data" plus what the
 * ali-oss client needs to reach the store (docs/oss.md "Token").
 */
export interface OssCredential extends OssUploadToken {
  endpoint: string;
  region: string;
  cname: boolean;
  sldEnable: boolean;
  secure: boolean;
  /** Public base of uploaded objects: the link is `${host}/${key}`. */
  host: string;
  /** ISO time the credential stops working (15 minutes after issue). */
  expiration: string;
  /** Largest accepted object in bytes. */
  maxSize: number;
}

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
