import { AppHeader, cn, SidebarNav, Spinner } from '@aita/ui';
import { MSG_LOADING } from '@aita/core';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../shared/hooks';
import { RouteErrorBoundary } from '../../shared/RouteErrorBoundary';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { isChatPath, ROUTES } from '../../shared/routes';
import { BottomTabBar } from './BottomTabBar';
import { watchKeyboard } from './keyboardInset';
import { QrSidePanel } from './sidePanel/QrSidePanel';
import { isAppFrame } from './embedMode';
import {
  AuthNavigator,
  selectLoginOverlayOpen,
  selectRouteReloads,
  ProfileDialogsHost,
  selectHiddenSidebarKeys,
  selectCurrentOrg,
} from '../identity';
import { HeaderActions } from './header/HeaderActions';
import { ClassBookDialogHost } from '../teachingAids';
import { MembershipDialogsHost } from '../membership';
import { ToastHost } from '../../shared/toast/ToastHost';
import { loadEmbedTabs } from '../home';
import {
  persistEmbedMode,
  resolveEmbedMode,
  safeSessionStorage,
  EMBED_STORAGE_KEY,
} from './embedMode';
import type { LayoutContext } from '../../shared/layoutContext';
import { activeSidebarKey, sidebarItems } from './navItems';

// Not needed for the first paint of the home: the embed tabs show only with
// os=jzax.
const EmbedTabs = lazy(async () => ({ default: (await loadEmbedTabs()).EmbedTabs }));

// The login iframe overlay: its chunk loads when `loginRequested` first opens it.
const LoginOverlayHost = lazy(async () => ({
  default: (await import('../identity/auth/LoginOverlayHost')).LoginOverlayHost,
}));

/** Where the side panel shows (Tailwind `xl`, the class on its column). */
const SIDE_PANEL_MEDIA = '(min-width: 1280px)';

/** The product name shown in the header. */
export const PRODUCT_NAME = 'AI教学助手';

/**
 * The shared layout of every route (spec §2 "Layout"): header, sidebar, content, side panel.
 * os=jzax hides header, sidebar and side panel for this session; chat routes hide the panel.
 */
export function AppLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const hidden = useAppSelector(selectHiddenSidebarKeys);
  const routeReloads = useAppSelector(selectRouteReloads);
  const loginOpen = useAppSelector(selectLoginOverlayOpen);
  const org = useAppSelector(selectCurrentOrg);
  const items = useMemo(() => sidebarItems(hidden), [hidden]);

  const storage = safeSessionStorage();
  const osEmbedded = resolveEmbedMode(location.search, storage?.getItem(EMBED_STORAGE_KEY) ?? null);
  // embed=1: one app page inside another page (the 80% app dialog): no chrome, not cached.
  const appFrame = isAppFrame(location.search);
  const embedded = osEmbedded || appFrame;
  useEffect(() => {
    if (storage) persistEmbedMode(location.search, storage);
  }, [location.search, storage]);

  // The side panel is drawn only from Tailwind's `xl` up: narrower screens do not mount it, so a
  // phone does not fetch the QR list, the activity and their images for a panel it never shows.
  const wide = useMediaQuery(SIDE_PANEL_MEDIA, true);
  const showPanel = wide && !embedded && !isChatPath(location.pathname);
  // The question box stays above a phone's on-screen keyboard (keyboardInset.ts).
  useEffect(() => watchKeyboard(window), []);

  return (
    <div className="flex min-h-dvh flex-col" data-embedded={embedded ? 'true' : undefined}>
      {embedded ? null : (
        <AppHeader
          className="sticky top-0 z-30"
          productName={PRODUCT_NAME}
          homeHref={ROUTES.home}
          onHome={(event) => {
            event.preventDefault();
            navigate(ROUTES.home);
          }}
          actions={<HeaderActions />}
          school={org ? { name: org.orgName, logo: org.logo ?? '' } : null}
        />
      )}
      <div className="flex flex-1">
        {embedded ? null : (
          <div className="hidden w-[88px] shrink-0 border-r border-line bg-surface md:block">
            <aside className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-2 py-4">
              <SidebarNav
                aria-label="主导航"
                items={items}
                activeKey={activeSidebarKey(location.pathname)}
                onNavigate={(item, event) => {
                  event.preventDefault();
                  navigate(item.href);
                }}
              />
            </aside>
          </div>
        )}
        <main
          className={cn(
            'min-w-0 flex-1',
            embedded ? null : 'pb-16 md:pb-0 [:root[data-keyboard=open]_&]:pb-0',
          )}
        >
          {osEmbedded && !appFrame ? (
            <Suspense fallback={null}>
              <EmbedTabs />
            </Suspense>
          ) : null}
          <RouteErrorBoundary
            resetKey={location.pathname}
            onReload={() => window.location.reload()}
          >
            <Suspense
              key={routeReloads}
              fallback={<Spinner className="py-32" label={MSG_LOADING} />}
            >
              <Outlet context={{ embedded } satisfies LayoutContext} />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {showPanel ? (
          <div className="hidden w-[156px] shrink-0 xl:block">
            <QrSidePanel className="sticky top-20 px-3 pt-4" />
          </div>
        ) : null}
      </div>
      {embedded ? null : (
        <BottomTabBar
          items={items}
          activeKey={activeSidebarKey(location.pathname)}
          onNavigate={(item, event) => {
            event.preventDefault();
            navigate(item.href);
          }}
        />
      )}
      <ToastHost />
      {loginOpen ? (
        <Suspense fallback={null}>
          <LoginOverlayHost />
        </Suspense>
      ) : null}
      <ProfileDialogsHost />
      <MembershipDialogsHost />
      <ClassBookDialogHost />
      <AuthNavigator />
    </div>
  );
}
