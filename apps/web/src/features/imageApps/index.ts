// The image apps (docs/imageApps.md): the page, slice and saga load with the route.
import { lazyPage } from '../../shared/lazyPage';

export type { imageAppsSlice } from './imageAppsSlice';

const ImageAppsRoute = lazyPage(() => import('./ImageAppsRoute'), 'ImageAppsRoute');

/** `/image-apps/index?tab=poster|lineart|illustration|video`. */
export const routes = [{ path: 'image-apps/index', Component: ImageAppsRoute }];
