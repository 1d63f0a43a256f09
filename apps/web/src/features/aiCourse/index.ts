// The AI course (spec §2 /ai-course/index and /video; docs/aiCourse.md): its pages, slice and saga
// load with the route, so importing this index loads none of them.
import { lazyPage } from '../../shared/lazyPage';

const AiCourseRoute = lazyPage(() => import('./AiCourseRoute'), 'AiCourseRoute');
const VideoRoute = lazyPage(() => import('./AiCourseRoute'), 'VideoRoute');

/** `/ai-course/index` (the course) and `/video?id=…` (one lesson video, for shared links). */
export const routes = [
  { path: 'ai-course/index', Component: AiCourseRoute },
  { path: 'video', Component: VideoRoute },
];
export type { aiCourseSlice } from './aiCourseSlice';
