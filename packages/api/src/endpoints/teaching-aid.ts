import { postForBlob } from '../blob';
import type { BlobRequestOptions } from '../blob';
import type { ApiClient } from '../client';

/** Body of {@link downloadTeachingAid}. */
export interface TeachingAidDownload {
  /** A catalogue file `url` (`listTeachingAidFiles` of `@aita/core`). */
  url: string;
  /** Printed in the page header; at most 40 characters (§5). */
  school?: string;
  /** Printed in the page header; at most 40 characters (§5). */
  className?: string;
}

/**
 * `POST /v1/teaching-aid/download {url, school?, className?}` (spec §2 "Class-book download
 * dialogs", §7 "Downloads fetch the PDF as a blob"; docs/teaching-aids.md): the PDF of one
 * catalogue file, personalised with the school and class. Login required (20100/20200 act on the
 * token like every call). Unknown url → 40004 资料不存在; bad school/class → 40001. Idempotent,
 * so timeouts are retried like other calls. Resolves a `Blob` of type `application/pdf`.
 */
export function downloadTeachingAid(
  client: ApiClient,
  request: TeachingAidDownload,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, '/v1/teaching-aid/download', request, options);
}
