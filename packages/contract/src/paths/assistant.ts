/**
 * The assistant area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/assistant`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the assistant area (`paths.assistant`). */
export const assistantPaths = {
  info: route('POST', '/v1/aiassistant/info', 'json', 'public'),
  question: route('POST', '/v2/aiassistant/question', 'stream', 'user'),
  /** Re-attaches to an answer by its logId (docs/assistant.md "Resuming an answer"). */
  resume: route('POST', '/v2/aiassistant/question/resume', 'stream', 'user'),
  /** 停止: ends an answer that keeps generating after its client left. */
  stop: route('POST', '/v2/aiassistant/question/stop', 'json', 'user'),
  chatConfig: route('POST', '/v1/aitalk/config', 'json', 'public'),
  check: route('POST', '/v1/aitalk/check', 'json', 'optional'),
  conversations: route('POST', '/v1/aitalk/mylist', 'json', 'user'),
  deleteConversation: route('POST', '/v1/aitalk/mylist/del', 'json', 'user'),
  pinConversation: route('POST', '/v1/aitalk/top/update', 'json', 'user'),
  conversationLog: route('POST', '/v1/aitalk/log/list', 'json', 'user'),
  renameConversation: route('POST', '/v1/aitalk/log/update', 'json', 'user'),
  conversation: route('POST', '/v1/aitalk/info', 'json', 'user'),
  uriInfo: route('POST', '/v1/aitalk/uri/info', 'json', 'optional'),
  networkLog: route('POST', '/v1/network/log/list', 'json', 'user'),
  contentFile: route('POST', '/v2/aitalk/content/file', 'blob', 'user'),
  file: route('POST', '/v2/aitalk/file', 'blob', 'user'),
  reportTags: route('GET', '/v1/report/tags', 'json', 'public'),
  evaluation: route('POST', '/v1/evaluation', 'json', 'user'),
  halfscreen: route('POST', '/v2/aitalk/halfscreen/info', 'json', 'optional'),
} as const;
