/**
 * The classroomItems area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/classroomItems`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** Per-question scores of class exams and their analysis (docs/classroom.md "Per-question scores"). */
export const classroomItemsPaths = {
  examItems: route('POST', '/v1/class/exam/items', 'json', 'user'),
  saveExamItems: route('POST', '/v1/class/exam/items/save', 'json', 'user'),
  saveItemScores: route('POST', '/v1/class/exam/items/scores', 'json', 'user'),
  saveItemPoints: route('POST', '/v1/class/exam/items/knowledge', 'json', 'user'),
  /** Every exam of a class with its figures, oldest first (the trend chart). */
  examTrend: route('POST', '/v1/class/exam/trend', 'json', 'user'),
} as const;
