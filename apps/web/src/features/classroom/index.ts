// Class management (spec §2 /classroom/index; docs/classroom.md): its page, slice and saga load
// with the route, so importing this index loads none of them.
import { lazyPage } from '../../shared/lazyPage';

export type { classroomSlice } from './classroomSlice';
export type { classroomItemsSlice } from './items/itemsSlice';

const ClassroomRoute = lazyPage(() => import('./ClassroomRoute'), 'ClassroomRoute');

/** `/classroom/index`: class management (login needed, spec §5). */
export const routes = [{ path: 'classroom/index', Component: ClassroomRoute }];
