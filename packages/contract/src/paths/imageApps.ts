/**
 * The imageApps area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/imageApps`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the imageApps area (`paths.imageApps`). */
export const imageAppsPaths = {
  /** The spec's calls: the templates, and the check of an uploaded image. */
  templates: route('POST', '/v1/image/tpl_list', 'json', 'public'),
  detect: route('POST', '/v1/image/detect', 'json', 'user'),
  /** Made on the server without a model: a photo's colouring page, a 手抄报 (PNG bytes). */
  lineart: route('POST', '/v1/image/lineart', 'blob', 'user'),
  poster: route('POST', '/v1/image/poster', 'blob', 'user'),
  /** With an image model: an illustration (or an edit of an uploaded image) as a job. */
  generate: route('POST', '/v1/image/generate', 'json', 'user'),
  task: route('POST', '/v1/image/task', 'json', 'user'),
  taskImage: route('POST', '/v1/image/task/image', 'blob', 'user'),
} as const;
