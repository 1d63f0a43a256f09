import type { OssUploadToken } from './upload';

/**
 * The wire shape of `GET /v1/oss/token/get` (§7 "Config and other", "Uploads"): §3 "Avatar
 * upload token data" plus what the ali-oss client needs to reach the store, the same in both
 * storage modes (docs/oss.md "Token"). The web builds
 * `new OSS({ accessKeyId, accessKeySecret, stsToken: atob(securityToken), bucket: bucketName,
 * endpoint, cname, sldEnable, secure })`, puts `directory + name`, and links `${host}/${key}`.
 */
export interface OssCredential extends OssUploadToken {
  /** Where ali-oss sends the PUT: the app's origin (built-in store) or the bucket's host. */
  endpoint: string;
  /** `aita-builtin`, or the Aliyun region such as `oss-cn-hangzhou`. */
  region: string;
  /** True when `endpoint` already names the bucket (ali-oss then puts to `{endpoint}/{key}`). */
  cname: boolean;
  /** Path-style addressing, `{endpoint}/{bucket}/{key}` (the built-in store). */
  sldEnable: boolean;
  secure: boolean;
  /** Public base of uploaded objects: the link is `${host}/${key}`. */
  host: string;
  /** ISO time the credential stops working. */
  expiration: string;
  /** Largest object the store accepts, bytes (a hint in Aliyun mode: see docs/oss.md). */
  maxSize: number;
}
