import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { PreloadablePage } from '../shared/lazyPage';
import * as aiCourse from '../features/aiCourse';
import * as apps from '../features/apps';
import * as assistant from '../features/assistant';
import * as essayReview from '../features/essayReview';
import * as classroom from '../features/classroom';
import * as courseware from '../features/courseware';
import * as examPaper from '../features/examPaper';
import * as knowledge from '../features/knowledge';
import * as layout from '../features/layout';
import * as my from '../features/my';
import * as questionBank from '../features/questionBank';
import * as school from '../features/school';
import * as transcription from '../features/transcription';
import * as imageApps from '../features/imageApps';
import { ROUTES } from '../shared/routes';

/** Redirects to `to`, keeping the query (os=jzax, ad click ids bd_vid / qz_gdt / gdt_vid, §2). */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/**
 * The routes of spec §2, all inside the shared layout: each feature's `routes` (pages are
 * `lazy()`), plus the redirects. `/` and `/home` go to `/home/index`; any other unknown path
 * goes to `/`. `chat` and `chatWithUri` are the named chat routes.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <layout.AppLayout />,
    children: [
      { index: true, element: <Redirect to={ROUTES.home} /> },
      { path: 'home', element: <Redirect to={ROUTES.home} /> },
      ...apps.routes,
      ...assistant.routes,
      ...my.routes,
      ...questionBank.routes,
      ...essayReview.routes,
      ...classroom.routes,
      ...examPaper.routes,
      ...knowledge.routes,
      ...courseware.routes,
      ...school.routes,
      ...transcription.routes,
      ...imageApps.routes,
      ...aiCourse.routes,
      ...layout.routes,
      { path: 'sso', element: <Redirect to={ROUTES.home} /> },
      { path: '*', element: <Redirect to="/" /> },
    ],
  },
];

/**
 * The route tree, rendered inside a `<BrowserRouter>` (react-router 7, declarative mode). The app
 * uses no loaders, actions or fetchers, and data mode's router costs ~17 KB gzip of the home's
 * initial JavaScript (docs/web.md "Routing").
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the page modules of the routes matching `pathname` (those made by `lazyPage`), so the
 * first render shows the page rather than the layout's spinner (main.tsx). Resolves when they are
 * loaded; rejects when one failed to load (the route's own error boundary then says so).
 */
export async function preloadPages(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map(
    (match) => (match.route.Component as Partial<PreloadablePage> | null | undefined)?.preload,
  );
  await Promise.all(pages.map((preload) => preload?.()));
}
