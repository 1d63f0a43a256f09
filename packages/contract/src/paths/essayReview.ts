/**
 * The essayReview area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/essayReview`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the essayReview area (`paths.essayReview`). */
export const essayReviewPaths = {
  /** The spec's four calls (fixed shapes, docs/essayReview.md "Calls"). */
  submit: route('POST', '/v1/essay/revise/task/submit', 'json', 'user'),
  list: route('POST', '/v1/essay/revise/list', 'json', 'user'),
  status: route('POST', '/v1/essay/revise/status', 'json', 'user'),
  result: route('POST', '/v1/essay/revise/result', 'json', 'user'),
  /** The teacher's edits, 发布 and the Word file with 批注. */
  updateEssay: route('POST', '/v1/essay/revise/essay/update', 'json', 'user'),
  publish: route('POST', '/v1/essay/revise/publish', 'json', 'user'),
  exportWord: route('POST', '/v1/essay/revise/export', 'blob', 'user'),
  /** An uploaded .txt/.docx as essay text, or an uploaded photo as an essay photo link. */
  file: route('POST', '/v1/essay/revise/file', 'json', 'user'),
  /** Photos → text through the vision model, for the teacher to correct before marking. */
  recognise: route('POST', '/v1/essay/revise/ocr', 'json', 'user'),
  /** A student's revised essay on the same task (the earlier version is kept). */
  resubmit: route('POST', '/v1/essay/revise/essay/resubmit', 'json', 'user'),
} as const;
