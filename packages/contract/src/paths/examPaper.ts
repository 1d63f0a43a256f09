/**
 * The examPaper area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/examPaper`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the examPaper area (`paths.examPaper`). */
export const examPaperPaths = {
  info: route('POST', '/v2/aitalk/paper/info', 'json', 'user'),
  save: route('POST', '/v2/aitalk/paper/save', 'json', 'user'),
  copy: route('POST', '/v2/aitalk/paper/copy', 'json', 'user'),
  delete: route('POST', '/v2/aitalk/paper/delete', 'json', 'user'),
  question: route('POST', '/v2/aitalk/paper/question', 'json', 'user'),
  assemble: route('POST', '/v2/aitalk/paper/assemble', 'json', 'user'),
  /** 智能组卷 to a 双向细目表 (knowledge point × type cells with counts and scores). */
  assembleBlueprint: route('POST', '/v2/aitalk/paper/assemble/blueprint', 'json', 'user'),
  /** The 双向细目表 saved as a paper's target. */
  blueprint: route('POST', '/v2/aitalk/paper/blueprint', 'json', 'user'),
  share: route('POST', '/v2/aitalk/paper/share', 'json', 'user'),
  shared: route('POST', '/v2/aitalk/paper/shared', 'json', 'user'),
  /** The .docx itself, or an envelope refusal. */
  word: route('POST', '/v2/aitalk/paper/word', 'blob', 'user'),
  file: route('POST', '/v2/aitalk/paper/file', 'blob', 'user'),
  template: route('POST', '/v2/aitalk/file/template', 'json', 'user'),
} as const;
