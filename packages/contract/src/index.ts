/**
 * @aita/contract — every endpoint of the AITA API declared once, per product area: method and
 * path (from `./paths`, also published zod-free as `@aita/contract/paths` and, one area per
 * module, `@aita/contract/paths/<area>`), `body`/`query` zod
 * schemas with the Chinese 40001 messages, `data` the response payload. The server validates
 * with it; `@aita/api` takes its types with `import type`; tests walk `endpoints`.
 */
import { activity } from './activity';
import { aiCourse } from './aiCourse';
import { apps } from './apps';
import { assistant } from './assistant';
import { classroom } from './classroom';
import { classroomItems } from './classroom-items';
import { courseware } from './courseware';
import type { Endpoint } from './endpoint';
import { essayReview } from './essayReview';
import { examPaper } from './examPaper';
import { files } from './files';
import { home } from './home';
import { knowledge } from './knowledge';
import { identity } from './identity';
import { jyy } from './jyy';
import { membership } from './membership';
import { platform } from './platform';
import { questionBank } from './questionBank';
import { school } from './school';
import { teachingAids } from './teachingAids';
import { transcription } from './transcription';
import { imageApps } from './imageApps';

export {
  activity,
  aiCourse,
  jyy,
  apps,
  assistant,
  essayReview,
  classroom,
  classroomItems,
  courseware,
  examPaper,
  files,
  home,
  identity,
  knowledge,
  membership,
  platform,
  questionBank,
  school,
  teachingAids,
  transcription,
  imageApps,
};
export * from './activity';
export * from './aiCourse';
export * from './jyy';
export * from './apps';
export * from './appForm';
export * from './assistant';
export * from './essayReview';
export * from './classroom';
export * from './classroom-items';
export * from './courseware';
export * from './examPaper';
export * from './examPaperBlueprint';
export * from './files';
export * from './home';
export * from './knowledge';
export * from './identity';
export * from './membership';
export * from './platform';
export * from './questionBank';
export * from './school';
export * from './teachingAids';
export * from './transcription';
export * from './imageApps';
export { endpoint } from './endpoint';
export type {
  Body,
  BodyInput,
  Data,
  Endpoint,
  EndpointSchemas,
  Query,
  QueryInput,
} from './endpoint';
export {
  appIdField,
  chatUriField,
  flagField,
  intField,
  isImageLink,
  pageFields,
  positiveIdField,
  textField,
  titleField,
  uuidField,
} from './fields';
export { ignoredBody } from './ignored';
export { paths } from './paths';
export type { Area, EndpointAuth, EndpointKind, Method, Route } from './paths';
export {
  inputProblem,
  issueMessage,
  MAX_INPUT_DEPTH,
  MSG_INVALID_PARAM_PREFIX,
  parseRequest,
  WHOLE_MESSAGE,
} from './validate';
export type { ParsedRequest } from './validate';

/** Every area's endpoints, by area name (the names of ARCHITECTURE.md). */
export const areas = {
  identity,
  school,
  apps,
  assistant,
  membership,
  home,
  activity,
  teachingAids,
  questionBank,
  essayReview,
  classroom,
  classroomItems,
  examPaper,
  aiCourse,
  jyy,
  courseware,
  files,
  knowledge,
  transcription,
  imageApps,
  platform,
} as const;

/** Every endpoint the server answers, once each: what a test that walks them all enumerates. */
export const endpoints: readonly Endpoint[] = Object.values(areas).flatMap((area): Endpoint[] =>
  Object.values(area),
);
