// Loaded only through a dynamic import (`diskUpload.ts`), and only in Aliyun OSS mode: ali-oss
// must stay out of the initial JavaScript.
import type { OssCredential } from '@aita/core';
import { msgUploadFailed } from '@aita/core';
import OSS from 'ali-oss';
import { safeObjectName } from '../../shared/upload/objectKey';

/**
 * PUTs a file under the disk token's directory with its STS credential (docs/school.md
 * "Uploads straight to the bucket") and returns the object key for the commit.
 */
export async function putToBucket(
  credential: OssCredential,
  file: Blob,
  name: string,
): Promise<string> {
  const key = `${credential.directory}${safeObjectName(name)}`;
  try {
    const oss = new OSS({
      accessKeyId: credential.accessKeyId,
      accessKeySecret: credential.accessKeySecret,
      stsToken: atob(credential.securityToken),
      bucket: credential.bucketName,
      endpoint: credential.endpoint,
      cname: credential.cname,
      secure: credential.secure,
      ...({ sldEnable: credential.sldEnable } as object),
    });
    await oss.put(key, file);
  } catch (error) {
    throw new Error(msgUploadFailed(error instanceof Error ? error.message : undefined));
  }
  return key;
}
