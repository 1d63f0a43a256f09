// Loaded only through a dynamic import (`uploadSaga.ts`): ali-oss is ~177 KB gzip
// and must stay out of the initial JavaScript of every route. Never import this statically.
import { fetchOssCredential, type ApiClient } from '@aita/api';
import { MSG_UPLOAD_CREDENTIAL_FAILED, msgUploadFailed } from '@aita/core';
import OSS from 'ali-oss';
import { newObjectKey } from './objectKey';

/** Why ali-oss (or the network) refused an upload, for 上传失败：{reason}. */
function reasonOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/**
 * Uploads one image straight to object storage (spec §7 "Uploads": a temporary credential,
 * the credential's random directory and a random name (objectKey.ts); the public link is formed from the bucket and key).
 * The credential comes from `GET /v1/oss/token/get`; ali-oss signs the PUT (docs/oss.md).
 * Rejects with `Error(获取上传凭证失败)` or `Error(上传失败：{reason})` (§8).
 */
export async function uploadToOss(client: ApiClient, file: Blob, name: string): Promise<string> {
  let credential;
  try {
    credential = await fetchOssCredential(client);
  } catch (_error) {
    throw new Error(MSG_UPLOAD_CREDENTIAL_FAILED);
  }
  const key = newObjectKey(credential.directory, name);
  try {
    const oss = new OSS({
      accessKeyId: credential.accessKeyId,
      accessKeySecret: credential.accessKeySecret,
      stsToken: atob(credential.securityToken),
      bucket: credential.bucketName,
      endpoint: credential.endpoint,
      cname: credential.cname,
      secure: credential.secure,
      // Path-style addressing of the built-in store (docs/oss.md "Addressing").
      ...({ sldEnable: credential.sldEnable } as object),
    });
    await oss.put(key, file);
  } catch (error) {
    throw new Error(msgUploadFailed(reasonOf(error)));
  }
  return `${credential.host}/${key}`;
}
