// The school feature (docs/school.md): the school disk, the admin page and the school card.
// Pages, slice and saga load with their route (or with the card), not with the home.
import { lazyPage } from '../../shared/lazyPage';

export type { schoolSlice } from './schoolSlice';
export { SCHOOL_ROUTES } from './paths';

const SchoolDiskRoute = lazyPage(() => import('./SchoolRoutes'), 'SchoolDiskRoute');
const SchoolManageRoute = lazyPage(() => import('./SchoolRoutes'), 'SchoolManageRoute');

/** The school card of the personal page and the home (its own chunk). */
export const SchoolCard = lazyPage(() => import('./SchoolCard'), 'SchoolCard');

/** `/school/disk` and `/school/manage`. */
export const routes = [
  { path: 'school/disk', Component: SchoolDiskRoute },
  { path: 'school/manage', Component: SchoolManageRoute },
];
