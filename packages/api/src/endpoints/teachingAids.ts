import type { BodyInput, teachingAids } from '@aita/contract';
import { teachingAidsPaths } from '@aita/contract/paths/teachingAids';
import { postForBlob } from '../blob';
import type { BlobRequestOptions } from '../blob';
import type { ApiClient } from '../client';

/**
 * Body of {@link downloadTeachingAid}: a catalogue file `url` (`listTeachingAidFiles` of
 * `@aita/core`), and the school and class printed in the page header, at most 40 characters
 * each (§5).
 */
export type TeachingAidDownload = BodyInput<typeof teachingAids.download>;

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
  return postForBlob(client, teachingAidsPaths.download.path, request, options);
}
