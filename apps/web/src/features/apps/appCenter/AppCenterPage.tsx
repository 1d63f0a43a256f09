import { MSG_LOADING, type AppInfo, type StandardDoc } from '@aita/core';
import { Button, CategorySection, CategoryTabs, DocIcon, Spinner, StateMessage } from '@aita/ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { AppOpenDialogsHost } from '../appOpen/AppOpenDialogsHost';
import { appOpened } from '../appOpen/appOpenSlice';
import { toastShown } from '../../../shared/toast/toastSlice';
import { useOpenApp } from '../appOpen/useOpenApp';
import { FavouritesStrip } from '../favourites/FavouritesStrip';
import { RecentAppsStrip } from '../favourites/RecentAppsStrip';
import { favouriteToggled, selectPendingFavourites } from '../favourites/favouritesSlice';
import { storedEmbedSubject } from '../../home';
import { useLayoutContext } from '../../../shared/layoutContext';
import { SearchBox } from '../search/SearchBox';
import { SearchResults } from '../search/SearchResults';
import {
  selectAllCenterApps,
  selectAppCenterError,
  selectAppCenterStatus,
  selectAppSearch,
  preferSubject,
  selectCenterSections,
  type CenterSection,
} from './appCenterSelectors';
import { appListRequested, searchLeft, searchSubmitted } from './appCenterSlice';
import { AppTile } from './AppTile';
import { useReloadOnResize } from './useReloadOnResize';
import { useScrollSpy } from './useScrollSpy';
import { selectUser } from '../../identity';

/** Height of the sticky header above the tab bar (the layout's `h-16`). */
const HEADER_PX = 64;
/** Height of the sticky tab bar itself. */
const TABS_PX = 60;

interface GridProps {
  apps: AppInfo[];
  onOpen: (app: AppInfo) => void;
  onToggleFavourite: (app: AppInfo) => void;
  pending: readonly number[];
}

function AppGrid({ apps, onOpen, onToggleFavourite, pending }: GridProps) {
  return apps.map((app) => (
    <AppTile
      key={app.appId}
      app={app}
      busy={pending.includes(app.appId)}
      onOpen={onOpen}
      onToggleFavourite={onToggleFavourite}
    />
  ));
}

function DocLinks({ docs }: { docs: StandardDoc[] }) {
  if (docs.length === 0) return null;
  return (
    <ul
      className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
      aria-label="课程标准文件"
    >
      {docs.map((doc) => (
        <li key={doc.link}>
          <a
            href={doc.link}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-2 rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-700 transition-colors hover:bg-primary-100"
          >
            <DocIcon className="size-4 shrink-0" />
            <span className="truncate">{doc.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Section({ section, ...grid }: { section: CenterSection } & Omit<GridProps, 'apps'>) {
  if (section.kind === 'apps') {
    return (
      <CategorySection id={section.anchor} title={section.name} data-section="category">
        <AppGrid apps={section.apps} {...grid} />
      </CategorySection>
    );
  }
  return (
    <CategorySection
      id={section.anchor}
      title={section.name}
      data-section="category"
      grid={false}
      className="rounded-[18px] border border-primary-100 bg-linear-to-b from-primary-50/70 to-surface p-5"
    >
      <DocLinks docs={section.docs} />
      <div className="flex flex-col gap-6">
        {section.subColumns.map((sub) => (
          <CategorySection key={sub.id} level={3} title={sub.name}>
            <AppGrid apps={sub.apps} {...grid} />
          </CategorySection>
        ))}
      </div>
    </CategorySection>
  );
}

/** The toast of `?nb=` naming no virtual-lab app of the catalogue. */
const nobookNotFound = (name: string) => `没有找到虚拟实验室应用「${name}」`;

/**
 * Applies the home's query params once the list is loaded (§2 "Query params on the home: nb,
 * name, category, appId"; meanings in docs/home-web.md): `name` searches, `category` scrolls to
 * that column (id or name), `appId` opens that app, `nb` opens that nobook app (the server decides
 * whether the teacher may: the app, or the membership dialog), an unknown name a toast.
 */
function useHomeQueryParams(ready: boolean, scrollTo: (anchor: string) => void) {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const apps = useAppSelector(selectAllCenterApps);
  const sections = useAppSelector(selectCenterSections);
  const openApp = useOpenApp();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const name = params.get('name')?.trim();
    if (name) dispatch(searchSubmitted(name));
    const category = params.get('category')?.trim();
    if (category) {
      const section = sections.find((s) => String(s.id) === category || s.name === category);
      if (section) requestAnimationFrame(() => scrollTo(section.anchor));
    }
    const appId = Number(params.get('appId'));
    const app = Number.isSafeInteger(appId) ? apps.get(appId) : undefined;
    if (app) openApp(app);
    const nb = params.get('nb')?.trim();
    if (nb) {
      const nobook = [...apps.values()].find((a) => a.category === 'nobook' && a.name === nb);
      // The server decides (the appOpen saga); a name the catalogue does not have opens nothing.
      if (nobook) dispatch(appOpened(nobook));
      else dispatch(toastShown({ kind: 'error', text: nobookNotFound(nb) }));
    }
  }, [ready, params, dispatch, apps, sections, scrollTo, openApp]);
}

/**
 * /apps/index, and /home/index when the strategy is not A: the old home / application centre
 * (spec §2 "Old home"): search box, favourites strip, sticky scroll-linked category tabs, the
 * category sections with the new-curriculum zone, the search-results view, opening apps.
 */
export function AppCenterPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAppCenterStatus);
  const error = useAppSelector(selectAppCenterError);
  const loadedSections = useAppSelector(selectCenterSections);
  const { embedded } = useLayoutContext();
  const profileSubject = useAppSelector(selectUser)?.subjectName ?? '';
  // Read once: choosing another subject reloads the page (§4).
  const embedSubject = useMemo(() => (embedded ? storedEmbedSubject() : ''), [embedded]);
  const subject = embedSubject || profileSubject;
  const sections = useMemo(() => preferSubject(loadedSections, subject), [loadedSections, subject]);
  const tabs = useMemo(
    () => sections.map((section) => ({ id: section.anchor, label: section.name })),
    [sections],
  );
  const search = useAppSelector(selectAppSearch);
  const pending = useAppSelector(selectPendingFavourites);
  const anchors = useMemo(() => (search.active ? [] : tabs.map((tab) => tab.id)), [tabs, search]);
  const { active, scrollTo } = useScrollSpy(anchors, (embedded ? 0 : HEADER_PX) + TABS_PX);
  const openApp = useOpenApp();
  const toggleFavourite = useCallback(
    (app: AppInfo) => dispatch(favouriteToggled(app)),
    [dispatch],
  );
  useReloadOnResize();
  useHomeQueryParams(status === 'succeeded', scrollTo);

  useEffect(() => {
    if (status === 'idle') dispatch(appListRequested());
  }, [dispatch, status]);

  const backToHome = () => {
    dispatch(searchLeft());
    // §4: back-to-home resets to the first category.
    window.scrollTo({ top: 0 });
  };

  let body: React.ReactNode;
  if (search.active) {
    body = (
      <SearchResults onBack={backToHome} onOpen={openApp} onToggleFavourite={toggleFavourite} />
    );
  } else if (status === 'idle' || status === 'loading') {
    body = <Spinner className="py-32" label={MSG_LOADING} />;
  } else if (status === 'failed') {
    body = (
      <StateMessage
        tone="error"
        spacing={32}
        title={error}
        action={
          <Button variant="secondary" onClick={() => dispatch(appListRequested())}>
            重新加载
          </Button>
        }
      />
    );
  } else if (sections.length === 0) {
    body = <StateMessage spacing={32} title="暂无应用" />;
  } else {
    body = (
      <>
        <RecentAppsStrip onOpen={openApp} onToggleFavourite={toggleFavourite} />
        <FavouritesStrip onOpen={openApp} onToggleFavourite={toggleFavourite} />
        <CategoryTabs
          aria-label="应用分类"
          tabs={tabs}
          activeId={active}
          onSelect={scrollTo}
          className={`mt-4 ${embedded ? 'top-0' : 'top-16'}`}
        />
        <div className="mt-4 flex flex-col gap-10">
          {sections.map((section) => (
            <Section
              key={section.anchor}
              section={section}
              onOpen={openApp}
              onToggleFavourite={toggleFavourite}
              pending={pending}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-[1360px] px-6 pb-16">
      <div className="flex flex-col items-start gap-4 pt-8 pb-2">
        <div>
          <h1 className="text-2xl font-semibold text-ink">AI 应用中心</h1>
          <p className="mt-1 text-sm text-ink-muted">
            精选备课、出题、批改与课堂应用，助力每一堂课
          </p>
        </div>
        <SearchBox
          key={search.active ? `q-${search.query}` : 'home'}
          initialValue={search.active ? search.query : ''}
          onSearch={(query) => dispatch(searchSubmitted(query))}
        />
      </div>
      {body}
      <AppOpenDialogsHost />
    </div>
  );
}
