import type { Data, FileKind, files } from '@aita/contract';
import { filesPaths } from '@aita/contract/paths/files';
import type { ApiClient, RequestOptions } from '../client';
import { decodeEnvelopeText } from '../decode';
import { ApiError } from '../errors';
import { send } from './send';

export type { FileKind } from '@aita/contract';

/** A stored file as the server answers it (its text preview and extraction job included). */
export type FileInfo = Data<typeof files.detail>;

/**
 * `POST /v1/file/upload` (docs/architecture/intake.md): multipart with the field `kind` first,
 * then the file, through the client's ky instance (the §7 headers and token codes apply). Sent
 * once: an upload is not retried on timeout (pass a longer `timeout` for large files). Resolves
 * with the file; while `extraction` is `pending`, its `job` tells the progress: poll
 * {@link fetchFileDetail} until the job is finished. Refusals reject with the server's Chinese
 * 40001 message (type, size, hostile content).
 */
export async function uploadFile(
  client: ApiClient,
  input: { kind: FileKind; file: Blob; name: string },
  options: Pick<RequestOptions, 'signal' | 'timeout'> = {},
): Promise<FileInfo> {
  const form = new FormData();
  // The server reads `kind` before the file: the order of the parts matters.
  form.append('kind', input.kind);
  form.append('file', input.file, input.name);
  let text: string;
  try {
    const response = await client.http.post(client.url(filesPaths.upload.path), {
      body: form,
      signal: options.signal,
      timeout: options.timeout,
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted) throw new ApiError({ kind: 'abort', cause: error });
    const status = (error as { response?: { status?: number } }).response?.status;
    throw status === undefined
      ? new ApiError({ kind: 'network', cause: error })
      : new ApiError({ kind: 'http', status, cause: error });
  }
  return decodeEnvelopeText<Data<typeof files.upload>>(text);
}

/** `POST /v1/file/detail {id}`: the file, its extraction job and text preview; never cached. */
export function fetchFileDetail(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<FileInfo> {
  const fresh = { ...options, cache: false };
  return send<typeof files.detail>(client, filesPaths.detail, { id }, fresh);
}

/** `POST /v1/file/delete {id}`: removes the file and its stored bytes (40004 when gone). */
export function deleteFile(client: ApiClient, id: string, options?: RequestOptions): Promise<null> {
  return send<typeof files.delete>(client, filesPaths.delete, { id }, options);
}
