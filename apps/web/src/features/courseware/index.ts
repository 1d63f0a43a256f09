// AI课件 and the `/code` viewer of html-file apps (docs/courseware.md): the pages, slice and saga
// load with the routes, so importing this index loads none of them.
import { lazyPage } from '../../shared/lazyPage';

export type { coursewareSlice } from './coursewareSlice';

const CoursewareRoute = lazyPage(() => import('./CoursewareRoutes'), 'CoursewareRoute');
const CodeRoute = lazyPage(() => import('./CoursewareRoutes'), 'CodeRoute');

/** `/courseware/index` (the AI课件 tool) and `/code?appId=…` (spec §2: the html-file app viewer). */
export const routes = [
  { path: 'courseware/index', Component: CoursewareRoute },
  { path: 'code', Component: CodeRoute },
];
