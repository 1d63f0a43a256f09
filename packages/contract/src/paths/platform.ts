/**
 * The platform area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/platform`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/**
 * What serves every area: the health probe, the site configuration, the object store's signed
 * calls and the static site pages.
 */
export const platformPaths = {
  healthz: route('GET', '/healthz', 'page', 'public'),
  readyz: route('GET', '/readyz', 'page', 'public'),
  resourceConfig: route('POST', '/v1/base/resource/config', 'json', 'public'),
  gradeConfig: route('GET', '/v1/base/grade/config', 'json', 'public'),
  /** Which AI capabilities have a model here, so the web says what needs one before a try. */
  capabilities: route('POST', '/v1/base/capabilities', 'json', 'public'),
  ossCredential: route('GET', '/v1/oss/token/get', 'json', 'user'),
  /** Signed with the credential of `ossCredential` (OSS V1 signature), not with X-Token. */
  ossPut: route('PUT', '/oss/*', 'upload', 'public'),
  ossGet: route('GET', '/oss/*', 'blob', 'public'),
  sitePage: route('GET', '/static/pages/:file', 'page', 'public'),
  /** Only while the web app is not built (网页端尚未构建); the built app is served instead. */
  webIndex: route('GET', '/', 'page', 'public'),
} as const;
