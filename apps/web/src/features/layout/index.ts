// The app shell (spec §2 layout): header, sidebar, side panel, the dialogs' hosts, and the pages
// that are not built yet (建设中, /code, /404). It sits above every other feature.
import { createElement, lazy } from 'react';
import { lazyPage } from '../../shared/lazyPage';
import { watchSidePanel } from './sidePanel/sidePanelSaga';
import { sidePanelSlice } from './sidePanel/sidePanelSlice';

export { AppLayout } from './AppLayout';
export { isAppFrame } from './embedMode';

const HomePage = lazyPage(() => import('./pages/HomePage'), 'HomePage');
const pages = () => import('./pages/PlaceholderPage');
const CodePage = lazyPage(pages, 'CodePage');
const NotFoundPage = lazyPage(pages, 'NotFoundPage');
const Placeholder = lazy(async () => ({ default: (await pages()).PlaceholderPage }));

/** A 建设中 page naming its area. */
const placeholder = (path: string, pageName: string) => ({
  path,
  element: createElement(Placeholder, { pageName }),
});

/**
 * `/home/index` (the new or the old home, by the experiment), the routes of spec §2 whose pages
 * are not built yet, `/code` and `/404`.
 */
export const routes = [
  { path: 'home/index', Component: HomePage },
  placeholder('ai-course/index', 'AI通识课'),
  placeholder('question-bank-xb/index', '校本资源'),
  { path: 'code', Component: CodePage },
  placeholder('video', '视频'),
  { path: '404', Component: NotFoundPage },
];

/** The side panel slice, for the root reducer. */
export const reducer = { sidePanel: sidePanelSlice.reducer };

/** The side panel watcher (QR codes). */
export const saga = watchSidePanel;
