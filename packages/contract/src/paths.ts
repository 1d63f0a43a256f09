/**
 * Where every endpoint lives: method, path, kind and login rule, per product area. The routes
 * are declared one module per area (`src/paths/<area>.ts`, published as
 * `@aita/contract/paths/<area>`) and composed here into `paths` for the server, the contract's
 * own areas and the tests that walk every route. Nothing here imports zod. A browser module
 * imports one area (`import { homePaths } from '@aita/contract/paths/home'`), never `paths`:
 * one object's keys cannot be tree-shaken, so `paths` would put every area's routes into every
 * first load (docs/architecture/contract.md "Two entry points"; docs/performance.md).
 */
import { activityPaths } from './paths/activity';
import { aiCoursePaths } from './paths/aiCourse';
import { appsPaths } from './paths/apps';
import { assistantPaths } from './paths/assistant';
import { classroomPaths } from './paths/classroom';
import { classroomItemsPaths } from './paths/classroomItems';
import { coursewarePaths } from './paths/courseware';
import { essayReviewPaths } from './paths/essayReview';
import { examPaperPaths } from './paths/examPaper';
import { filesPaths } from './paths/files';
import { homePaths } from './paths/home';
import { identityPaths } from './paths/identity';
import { imageAppsPaths } from './paths/imageApps';
import { jyyPaths } from './paths/jyy';
import { knowledgePaths } from './paths/knowledge';
import { membershipPaths } from './paths/membership';
import { platformPaths } from './paths/platform';
import { questionBankPaths } from './paths/questionBank';
import { schoolPaths } from './paths/school';
import { teachingAidsPaths } from './paths/teachingAids';
import { transcriptionPaths } from './paths/transcription';

export type { EndpointAuth, EndpointKind, Method, Route } from './route';

/** The routes of every area; area names are those of ARCHITECTURE.md. */
export const paths = {
  identity: identityPaths,
  school: schoolPaths,
  apps: appsPaths,
  assistant: assistantPaths,
  membership: membershipPaths,
  home: homePaths,
  activity: activityPaths,
  teachingAids: teachingAidsPaths,
  questionBank: questionBankPaths,
  essayReview: essayReviewPaths,
  classroom: classroomPaths,
  examPaper: examPaperPaths,
  knowledge: knowledgePaths,
  aiCourse: aiCoursePaths,
  jyy: jyyPaths,
  courseware: coursewarePaths,
  files: filesPaths,
  transcription: transcriptionPaths,
  imageApps: imageAppsPaths,
  platform: platformPaths,
  classroomItems: classroomItemsPaths,
} as const;

/** The area names. */
export type Area = keyof typeof paths;
