/**
 * The knowledge area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/knowledge`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the knowledge area (`paths.knowledge`). */
export const knowledgePaths = {
  search: route('POST', '/v2/aitalk/knowledge/search', 'json', 'user'),
  config: route('POST', '/v2/aitalk/knowledge/config', 'json', 'user'),
  ask: route('POST', '/v2/aitalk/knowledge/ask', 'json', 'user'),
  /** The same question streamed: `knowledge-hits` first, then `ai-reply` deltas and end. */
  askStream: route('POST', '/v2/aitalk/knowledge/ask/stream', 'stream', 'user'),
  libraries: route('POST', '/v2/aitalk/knowledge/library/list', 'json', 'user'),
  createLibrary: route('POST', '/v2/aitalk/knowledge/library/create', 'json', 'user'),
  deleteLibrary: route('POST', '/v2/aitalk/knowledge/library/delete', 'json', 'user'),
  documents: route('POST', '/v2/aitalk/knowledge/document/list', 'json', 'user'),
  addFile: route('POST', '/v2/aitalk/knowledge/document/add', 'json', 'user'),
  addUrl: route('POST', '/v2/aitalk/knowledge/document/url', 'json', 'user'),
  document: route('POST', '/v2/aitalk/knowledge/document/detail', 'json', 'user'),
  deleteDocument: route('POST', '/v2/aitalk/knowledge/document/delete', 'json', 'user'),
} as const;
