import type { BodyInput, classroomItems, Data } from '@aita/contract';
import { classroomItemsPaths } from '@aita/contract/paths/classroomItems';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

const c = classroomItemsPaths;

/** An exam with its items and item scores (docs/classroom.md "Per-question scores"). */
export type ClassExamItems = Data<typeof classroomItems.examItems>;
/** How an exam's items are set: `{ examId, paperId }` or `{ examId, items }`. */
export type ExamItemsInput = BodyInput<typeof classroomItems.saveExamItems>;
/** Item scores to save. */
export type ItemScoresInput = BodyInput<typeof classroomItems.saveItemScores>;
/** The knowledge points of every item, in item order. */
export type ItemPointsInput = BodyInput<typeof classroomItems.saveItemPoints>;

/** `POST /v1/class/exam/items`: the exam's items and every student's item scores. */
export function fetchExamItems(client: ApiClient, examId: number, options?: RequestOptions) {
  return send<typeof classroomItems.examItems>(
    client,
    c.examItems,
    { examId },
    { ...options, cache: false },
  );
}

/** `POST /v1/class/exam/items/save`: links one of the teacher's papers or sets items by hand. */
export function saveExamItems(client: ApiClient, input: ExamItemsInput, options?: RequestOptions) {
  return send<typeof classroomItems.saveExamItems>(client, c.saveExamItems, input, options);
}

/** `POST /v1/class/exam/items/scores`: item scores, the totals computed by the server. */
export function saveItemScores(
  client: ApiClient,
  input: ItemScoresInput,
  options?: RequestOptions,
) {
  return send<typeof classroomItems.saveItemScores>(client, c.saveItemScores, input, options);
}

/** `POST /v1/class/exam/items/knowledge`: the items' knowledge points (any time). */
export function saveItemPoints(
  client: ApiClient,
  input: ItemPointsInput,
  options?: RequestOptions,
) {
  return send<typeof classroomItems.saveItemPoints>(client, c.saveItemPoints, input, options);
}

/** One exam in the class's trend across exams. */
export type ExamTrendPoint = Data<typeof classroomItems.examTrend>['list'][number];

/** `POST /v1/class/exam/trend`: the class's exams, oldest first, with their figures. */
export function fetchExamTrend(client: ApiClient, classId: number, options?: RequestOptions) {
  return send<typeof classroomItems.examTrend>(
    client,
    c.examTrend,
    { classId },
    { ...options, cache: false },
  );
}
