/**
 * The teachingAids area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/teachingAids`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the teachingAids area (`paths.teachingAids`). */
export const teachingAidsPaths = {
  download: route('POST', '/v1/teaching-aid/download', 'blob', 'user'),
} as const;
