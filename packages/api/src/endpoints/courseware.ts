import type { BodyInput, Data, courseware } from '@aita/contract';
import { coursewarePaths } from '@aita/contract/paths/courseware';
import { postForBlob, type BlobRequestOptions } from '../blob';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

/** A saved courseware, whole (form, outline, slides). */
export type Courseware = Data<typeof courseware.save>;
/** A row of the teacher's courseware list. */
export type CoursewareRow = {
  coursewareId: number;
  title: string;
  period: string;
  subject: string;
  slideCount: number;
  updatedAt: string;
};
/** The form of step 0. */
export type CoursewareFormInput = BodyInput<typeof courseware.outline>;
/** The outline as the editor sends it. */
export type CoursewareOutlineInput = BodyInput<typeof courseware.slides>['outline'];
/** Body of {@link saveCourseware}. */
export type CoursewareSave = BodyInput<typeof courseware.save>;
/** A step's answer: the courseware and what the teacher should know about how it was made. */
export type CoursewareStep = Data<typeof courseware.outline>;
/** What `/code?appId=…` runs. */
export type HtmlAppInfo = Data<typeof courseware.htmlInfo>;

/** `POST /v2/aitalk/courseware/info {}`: the teacher's coursewares, newest first. */
export async function fetchCoursewares(
  client: ApiClient,
  page = 1,
  options?: RequestOptions,
): Promise<{ list: CoursewareRow[]; total: number }> {
  const data = await send<typeof courseware.info>(client, coursewarePaths.info, { page }, options);
  return 'list' in data ? data : { list: [], total: 0 };
}

/** `POST /v2/aitalk/courseware/info {coursewareId}`: one courseware; 40004 for another teacher's. */
export async function fetchCourseware(
  client: ApiClient,
  coursewareId: number,
  options?: RequestOptions,
): Promise<Courseware> {
  const data = await send<typeof courseware.info>(
    client,
    coursewarePaths.info,
    { coursewareId },
    options,
  );
  if ('list' in data) throw new Error('courseware/info answered a list for a coursewareId');
  return data;
}

/** `POST /v2/aitalk/courseware/outline`: step 1, a new courseware with its outline. */
export function createCoursewareOutline(
  client: ApiClient,
  form: CoursewareFormInput,
  options?: RequestOptions,
) {
  return send<typeof courseware.outline>(client, coursewarePaths.outline, form, options);
}

/** `POST /v2/aitalk/courseware/slides`: step 2, slides from the (edited) outline. */
export function generateCoursewareSlides(
  client: ApiClient,
  body: BodyInput<typeof courseware.slides>,
  options?: RequestOptions,
) {
  return send<typeof courseware.slides>(client, coursewarePaths.slides, body, options);
}

/** `POST /v2/aitalk/courseware/save`: keeps the teacher's edits of the outline, slides or theme. */
export function saveCourseware(client: ApiClient, body: CoursewareSave, options?: RequestOptions) {
  return send<typeof courseware.save>(client, coursewarePaths.save, body, options);
}

/** `POST /v2/aitalk/courseware/delete`. */
export function deleteCourseware(
  client: ApiClient,
  coursewareId: number,
  options?: RequestOptions,
) {
  return send<typeof courseware.delete>(client, coursewarePaths.delete, { coursewareId }, options);
}

/** `POST /v2/aitalk/courseware/copy/stat`: counts a copy of the courseware's text. */
export function countCoursewareCopy(
  client: ApiClient,
  coursewareId: number,
  options?: RequestOptions,
) {
  return send<typeof courseware.copyStat>(
    client,
    coursewarePaths.copyStat,
    { coursewareId },
    options,
  );
}

/** `POST /v2/aitalk/courseware/file {coursewareId}`: the .pptx as a `Blob`. */
export function downloadCoursewarePptx(
  client: ApiClient,
  coursewareId: number,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, coursewarePaths.file.path, { coursewareId }, options);
}

/** `POST /v1/app/html/info {appId}`: what the `/code` viewer runs. */
export function fetchHtmlAppInfo(client: ApiClient, appId: number, options?: RequestOptions) {
  return send<typeof courseware.htmlInfo>(client, coursewarePaths.htmlInfo, { appId }, options);
}
