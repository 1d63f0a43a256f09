// Essay marking (docs/essayReview.md): its pages, slice and saga load with the route, so
// importing this index loads none of them.
import { lazyPage } from '../../shared/lazyPage';

export type { essayReviewSlice } from './essayReviewSlice';

const EssayReviewRoute = lazyPage(() => import('./EssayReviewRoute'), 'EssayReviewRoute');
const EssayTaskRoute = lazyPage(() => import('./EssayReviewRoute'), 'EssayTaskRoute');

/** `/essay-review/index` (submit and the task list) and `/essay-review/task/:taskId`. */
export const routes = [
  { path: 'essay-review/index', Component: EssayReviewRoute },
  { path: 'essay-review/task/:taskId', Component: EssayTaskRoute },
];
