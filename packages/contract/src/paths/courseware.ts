/**
 * The courseware area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/courseware`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the courseware area (`paths.courseware`). */
export const coursewarePaths = {
  /** The spec's three calls (docs/courseware.md "Endpoints") and the steps between them. */
  info: route('POST', '/v2/aitalk/courseware/info', 'json', 'user'),
  outline: route('POST', '/v2/aitalk/courseware/outline', 'json', 'user'),
  slides: route('POST', '/v2/aitalk/courseware/slides', 'json', 'user'),
  save: route('POST', '/v2/aitalk/courseware/save', 'json', 'user'),
  delete: route('POST', '/v2/aitalk/courseware/delete', 'json', 'user'),
  /** The .pptx itself, or an envelope refusal. */
  file: route('POST', '/v2/aitalk/courseware/file', 'blob', 'user'),
  copyStat: route('POST', '/v2/aitalk/courseware/copy/stat', 'json', 'user'),
  /** What `/code?appId=…` runs (an html-file app, or the AI课件 tool). */
  htmlInfo: route('POST', '/v1/app/html/info', 'json', 'public'),
  /** The html-file app's page, served with a sandboxing Content-Security-Policy. */
  htmlPage: route('GET', '/v1/app/html/:appId', 'page', 'public'),
} as const;
