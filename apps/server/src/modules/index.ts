import type { AppModule } from '../platform/deps';
import { activityModule } from './activity';
import { aiCourseModule } from './aiCourse';
import { appsModule } from './apps';
import { assistantModule } from './assistant';
import { baseModule } from './base';
import { essayReviewModule } from './essayReview';
import { classroomModule } from './classroom';
import { coursewareModule } from './courseware';
import { examPaperModule } from './examPaper';
import { filesModule } from './files';
import { homeModule } from './home';
import { identityModule } from './identity';
import { knowledgeModule } from './knowledge';
import { jyyModule } from './jyy';
import { membershipModule } from './membership';
import { questionBankModule } from './questionBank';
import { schoolModule } from './school';
import { teachingAidsModule } from './teachingAids';
import { transcriptionModule } from './transcription';
import { imageAppsModule } from './imageApps';

/**
 * Every product area of the server, registered in this order by app.ts. Identity comes first
 * (login sessions), apps before the modules that read its catalogue; a module that needs another
 * declares it (fastify-plugin `dependencies`), so a wrong order fails at start. Add a new area
 * here (docs/server.md "Adding a module").
 */
export const modules: readonly AppModule[] = [
  identityModule,
  schoolModule,
  appsModule,
  homeModule,
  activityModule,
  baseModule,
  teachingAidsModule,
  assistantModule,
  membershipModule,
  filesModule,
  questionBankModule,
  essayReviewModule,
  classroomModule,
  examPaperModule,
  knowledgeModule,
  transcriptionModule,
  imageAppsModule,
  aiCourseModule,
  jyyModule,
  coursewareModule,
];
