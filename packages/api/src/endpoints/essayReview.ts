import type { BodyInput, Data, essayReview } from '@aita/contract';
import { essayReviewPaths } from '@aita/contract/paths/essayReview';
import { postForBlob, type BlobRequestOptions } from '../blob';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

/** What `/v1/essay/revise/task/submit` takes: the task and its essays. */
export type EssayTaskSubmission = BodyInput<typeof essayReview.submit>;
/** A page of the teacher's tasks. */
export type EssayTaskPage = Data<typeof essayReview.list>;
/** A task as listed. */
export type EssayTaskSummary = EssayTaskPage['list'][number];
/** A task's progress. */
export type EssayTaskStatus = Data<typeof essayReview.status>;
/** A task's marked essays. */
export type EssayTaskResult = Data<typeof essayReview.result>;
/** One marked essay. */
export type MarkedEssay = EssayTaskResult['essays'][number];
/** The teacher's changes to one essay's marking. */
export type EssayEdit = BodyInput<typeof essayReview.updateEssay>;

/**
 * `POST /v1/essay/revise/task/submit` (docs/essayReview.md "Calls"): one essay or a batch →
 * `{ taskId }`. Not retried on timeout: a second press would mark the batch twice.
 */
export function submitEssayTask(
  client: ApiClient,
  task: EssayTaskSubmission,
  options?: RequestOptions,
) {
  return send<typeof essayReview.submit>(client, essayReviewPaths.submit, task, {
    retries: 0,
    ...options,
  });
}

/** `POST /v1/essay/revise/list {page, pageSize}`: the teacher's tasks, newest first. */
export function fetchEssayTasks(
  client: ApiClient,
  page: number,
  pageSize?: number,
  options?: RequestOptions,
) {
  return send<typeof essayReview.list>(client, essayReviewPaths.list, { page, pageSize }, options);
}

/** `POST /v1/essay/revise/status {taskId}`: state, progress and each essay's state (polled). */
export function fetchEssayTaskStatus(client: ApiClient, taskId: string, options?: RequestOptions) {
  return send<typeof essayReview.status>(client, essayReviewPaths.status, { taskId }, options);
}

/** `POST /v1/essay/revise/result {taskId}`: every essay with its marking. */
export function fetchEssayTaskResult(client: ApiClient, taskId: string, options?: RequestOptions) {
  return send<typeof essayReview.result>(client, essayReviewPaths.result, { taskId }, options);
}

/** `POST /v1/essay/revise/essay/update`: saves the teacher's version of one essay's marking. */
export function updateMarkedEssay(client: ApiClient, edit: EssayEdit, options?: RequestOptions) {
  return send<typeof essayReview.updateEssay>(client, essayReviewPaths.updateEssay, edit, options);
}

/** `POST /v1/essay/revise/publish {taskId}`: 发布 — the results become final. */
export function publishEssayTask(client: ApiClient, taskId: string, options?: RequestOptions) {
  return send<typeof essayReview.publish>(client, essayReviewPaths.publish, { taskId }, options);
}

/** `POST /v1/essay/revise/export {taskId, essayId?}`: the Word file with 批注 (a Blob). */
export function downloadEssayWord(
  client: ApiClient,
  request: BodyInput<typeof essayReview.exportWord>,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, essayReviewPaths.exportWord.path, request, options);
}

/** `POST /v1/essay/revise/file {fileId}`: an uploaded .txt/.docx as text, or a photo as its link. */
export function fetchEssayFile(client: ApiClient, fileId: string, options?: RequestOptions) {
  return send<typeof essayReview.file>(client, essayReviewPaths.file, { fileId }, options);
}

/** Photo reads take longer than a page call: the vision model's own limit is 120 s. */
export const ESSAY_OCR_TIMEOUT_MS = 120_000;

/**
 * `POST /v1/essay/revise/ocr {imageUrls}`: the photos' text, read by the vision model (or offline
 * by Tesseract, printed text, without one), for the teacher to correct before marking.
 */
export function recogniseEssayPhotos(
  client: ApiClient,
  imageUrls: string[],
  options?: RequestOptions,
) {
  return send<typeof essayReview.recognise>(
    client,
    essayReviewPaths.recognise,
    { imageUrls },
    {
      timeout: ESSAY_OCR_TIMEOUT_MS,
      retries: 0,
      ...options,
    },
  );
}

/** A student's revised essay for `/v1/essay/revise/essay/resubmit`. */
export type EssayResubmission = BodyInput<typeof essayReview.resubmit>;

/**
 * `POST /v1/essay/revise/essay/resubmit`: the student's revised essay on the same task; the
 * earlier version and its comments are kept. Not retried: a second press would queue it twice.
 */
export function resubmitEssay(
  client: ApiClient,
  revision: EssayResubmission,
  options?: RequestOptions,
) {
  return send<typeof essayReview.resubmit>(client, essayReviewPaths.resubmit, revision, {
    retries: 0,
    ...options,
  });
}
