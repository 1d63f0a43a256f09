import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import * as apps from '../features/apps';
import * as assistant from '../features/assistant';
import * as essayReview from '../features/essayReview';
import * as classroom from '../features/classroom';
import * as examPaper from '../features/examPaper';
import * as layout from '../features/layout';
import * as my from '../features/my';
import * as questionBank from '../features/questionBank';
import * as school from '../features/school';
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
      ...school.routes,
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
