// The my feature (spec §2 `/my/index`): the teacher's page, which shows identity and membership.
import { lazyPage } from '../../shared/lazyPage';

const MyPage = lazyPage(() => import('./MyPage'), 'MyPage');

/** `/my/index` (spec §2). */
export const routes = [{ path: 'my/index', Component: MyPage }];
