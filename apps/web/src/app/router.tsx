import { lazy, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '../features/layout/AppLayout';
import { ROUTES } from '../shared/routes';

/** `lazy()` for a named export, so every page stays its own chunk. */
function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType })) as ComponentType;
}

const HomePage = lazyPage(() => import('../features/home/HomePage'), 'HomePage');
const AppCenterPage = lazyPage(
  () => import('../features/apps/appCenter/AppCenterPage'),
  'AppCenterPage',
);
const MyPage = lazyPage(() => import('../features/identity/profile/MyPage'), 'MyPage');
const pages = () => import('../features/layout/pages/PlaceholderPage');
const ChatPage = lazyPage(() => import('../features/assistant/ChatRoute'), 'ChatRoute');
const CodePage = lazyPage(pages, 'CodePage');
const NotFoundPage = lazyPage(pages, 'NotFoundPage');
const Placeholder = lazy(async () => ({ default: (await pages()).PlaceholderPage }));

/** Redirects to `to`, keeping the query (os=jzax, ad click ids bd_vid / qz_gdt / gdt_vid, §2). */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/**
 * The routes of spec §2, all inside the shared layout. `/` and `/home` go to `/home/index`;
 * any other unknown path goes to `/`. `chat` and `chatWithUri` are the named chat routes.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <Redirect to={ROUTES.home} /> },
      { path: 'home', element: <Redirect to={ROUTES.home} /> },
      { path: 'home/index', element: <HomePage /> },
      { path: 'apps/index', element: <AppCenterPage /> },
      { id: 'chat', path: 'chat/index', element: <ChatPage /> },
      { id: 'chatWithUri', path: 'chat/:uri', element: <ChatPage /> },
      { path: 'my/index', element: <MyPage /> },
      { path: 'classroom/index', element: <Placeholder pageName="班级管理" /> },
      { path: 'ai-course/index', element: <Placeholder pageName="AI通识课" /> },
      { path: 'question-bank-jp/index', element: <Placeholder pageName="精品资源" /> },
      { path: 'question-bank-xb/index', element: <Placeholder pageName="校本资源" /> },
      { path: 'code', element: <CodePage /> },
      { path: 'video', element: <Placeholder pageName="视频" /> },
      { path: '404', element: <NotFoundPage /> },
      { path: 'sso', element: <Redirect to={ROUTES.home} /> },
      { path: '*', element: <Redirect to="/" /> },
    ],
  },
];

/**
 * The route tree, rendered inside a `<BrowserRouter>` (react-router 7, declarative mode). The app
 * uses no loaders, actions or fetchers, and data mode's router costs ~17 KB gzip of the home's
 * initial JavaScript (issue 4 budget; docs/web.md "Routing").
 */
export function AppRoutes() {
  return useRoutes(routes);
}
