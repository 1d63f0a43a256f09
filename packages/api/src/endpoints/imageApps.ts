import type { BodyInput, Data, imageApps } from '@aita/contract';
import { imageAppsPaths } from '@aita/contract/paths/imageApps';
import { postForBlob, type BlobRequestOptions } from '../blob';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

/** The templates and what the server can make. */
export type ImageTemplateList = Data<typeof imageApps.templates>;
/** The check of an uploaded image. */
export type ImageCheck = Data<typeof imageApps.detect>;
/** An illustration job. */
export type ImageTask = Data<typeof imageApps.task>;
/** What a 手抄报 says. */
export type PosterRequest = BodyInput<typeof imageApps.poster>;
/** What an illustration should show. */
export type IllustrationRequest = BodyInput<typeof imageApps.generate>;

/** `POST /v1/image/tpl_list {kind?}`: templates and what needs a model. */
export function fetchImageTemplates(
  client: ApiClient,
  kind?: BodyInput<typeof imageApps.templates>['kind'],
  options?: RequestOptions,
) {
  return send<typeof imageApps.templates>(
    client,
    imageAppsPaths.templates,
    kind ? { kind } : {},
    options,
  );
}

/** `POST /v1/image/detect {fileId}`: type, size, dimensions and content safety of an upload. */
export function detectImage(client: ApiClient, fileId: string, options?: RequestOptions) {
  return send<typeof imageApps.detect>(client, imageAppsPaths.detect, { fileId }, options);
}

/** `POST /v1/image/lineart {fileId, templateId}`: the photo as a colouring page (PNG). */
export function makeColouringPage(
  client: ApiClient,
  request: BodyInput<typeof imageApps.lineart>,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, imageAppsPaths.lineart.path, request, options);
}

/** `POST /v1/image/poster`: a 手抄报 laid out with the teacher's title and text (PNG). */
export function makePoster(
  client: ApiClient,
  request: PosterRequest,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, imageAppsPaths.poster.path, request, options);
}

/** `POST /v1/image/generate`: starts an illustration job (needs an image model). */
export function startIllustration(
  client: ApiClient,
  request: IllustrationRequest,
  options?: RequestOptions,
) {
  return send<typeof imageApps.generate>(client, imageAppsPaths.generate, request, {
    retries: 0,
    ...options,
  });
}

/** `POST /v1/image/task {taskId}`: the illustration job's state (polled). */
export function fetchImageTask(client: ApiClient, taskId: string, options?: RequestOptions) {
  return send<typeof imageApps.task>(client, imageAppsPaths.task, { taskId }, options);
}

/** `POST /v1/image/task/image {taskId, index}`: one image the job made. */
export function downloadTaskImage(
  client: ApiClient,
  taskId: string,
  index: number,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, imageAppsPaths.taskImage.path, { taskId, index }, options);
}
