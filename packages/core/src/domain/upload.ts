/** Uploads (spec §3 "Avatar upload token data"; §7 `GET /v1/oss/token/get`, "Uploads"). */

/**
 * §3 Avatar upload token data: a temporary object-storage credential. `securityToken` is
 * base64-encoded; decode it before use. Images go to `directory` under a timestamped name.
 */
export interface OssUploadToken {
  accessKeyId: string;
  accessKeySecret: string;
  /** Base64 of the STS security token. */
  securityToken: string;
  bucketName: string;
  /** Key prefix, e.g. `aita/images/`. */
  directory: string;
}
