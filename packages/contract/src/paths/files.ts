/**
 * The files area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/files`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** Uploads that every area uses: a file in, its id and link out; its detail; its removal. */
export const filesPaths = {
  /** Multipart: a field `kind`, then one file part (docs/architecture/intake.md). */
  upload: route('POST', '/v1/file/upload', 'upload', 'user'),
  detail: route('POST', '/v1/file/detail', 'json', 'user'),
  delete: route('POST', '/v1/file/delete', 'json', 'user'),
} as const;
