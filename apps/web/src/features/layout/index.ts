// The app shell (spec §2 layout): header, sidebar, side panel, the dialogs' hosts, the home and
// /404. It sits above every other feature.
import { lazyPage } from '../../shared/lazyPage';
import { watchSidePanel } from './sidePanel/sidePanelSaga';
import { sidePanelSlice } from './sidePanel/sidePanelSlice';

export { AppLayout } from './AppLayout';
export { isAppFrame } from './embedMode';

const HomePage = lazyPage(() => import('./pages/HomePage'), 'HomePage');
const pages = () => import('./pages/PlaceholderPage');
const NotFoundPage = lazyPage(pages, 'NotFoundPage');

/**
 * `/home/index` (the new or the old home, by the experiment) and `/404`. Every other route of
 * spec §2 is its area's own; `PlaceholderPage` (建设中) stays for an area that is not built.
 */
export const routes = [
  { path: 'home/index', Component: HomePage },
  { path: '404', Component: NotFoundPage },
];

/** The side panel slice, for the root reducer. */
export const reducer = { sidePanel: sidePanelSlice.reducer };

/** The side panel watcher (QR codes). */
export const saga = watchSidePanel;
