import { commitDiskUpload, fetchDiskToken, uploadDiskFile, type ApiClient } from '@aita/api';

/** Uploads of large files (videos) may take long: 30 minutes before giving up. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

/**
 * Uploads one file to the school disk the way the server says (`/v1/org/disk_token`): through
 * the server with the built-in store, or, with Aliyun OSS, straight to the bucket with the
 * token's credential (ali-oss, loaded only then) and `/v1/org/disk/commit`, so a large video
 * never passes through the app server. Rejects with the server's or ali-oss's message.
 */
export async function uploadToDisk(
  client: ApiClient,
  input: { orgId: number; folderId?: string; file: Blob; name: string },
) {
  const token = await fetchDiskToken(client, input.orgId);
  if (token.mode !== 'oss' || !token.credential) {
    return uploadDiskFile(client, input, { timeout: UPLOAD_TIMEOUT_MS });
  }
  const { putToBucket } = await import('./diskBucket');
  const key = await putToBucket(token.credential, input.file, input.name);
  return commitDiskUpload(client, {
    orgId: input.orgId,
    folderId: input.folderId,
    key,
    name: input.name,
  });
}
