import { MSG_LOADING } from '@aita/core';
import {
  AppCard,
  Button,
  CategorySection,
  CategoryTabs,
  DocIcon,
  Spinner,
  StateMessage,
} from '@aita/ui';
import type { AppInfo, StandardDoc } from '@aita/core';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLayoutContext } from '../layout/layoutContext';
import {
  selectAppCenterError,
  selectAppCenterStatus,
  selectCategoryTabs,
  selectCenterSections,
  type CenterSection,
} from './appCenterSelectors';
import { appListRequested } from './appCenterSlice';
import { useScrollSpy } from './useScrollSpy';

/** Height of the sticky header above the tab bar (the layout's `h-16`). */
const HEADER_PX = 64;
/** Height of the sticky tab bar itself. */
const TABS_PX = 60;

function AppGrid({ apps }: { apps: AppInfo[] }) {
  // Opening an app (dialog, chat, viewer) is a later issue; cards are inert until then.
  return apps.map((app) => (
    <AppCard
      key={app.appId}
      name={app.name}
      desc={app.desc}
      logo={app.logo}
      data-app-id={app.appId}
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

function Section({ section }: { section: CenterSection }) {
  if (section.kind === 'apps') {
    return (
      <CategorySection id={section.anchor} title={section.name} data-section="category">
        <AppGrid apps={section.apps} />
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
            <AppGrid apps={sub.apps} />
          </CategorySection>
        ))}
      </div>
    </CategorySection>
  );
}

/**
 * /apps/index, the application centre (spec §2 "Old home"): loads `POST /v1/app/index/list`
 * through the appCenter saga and shows a sticky, scroll-linked category bar and one section
 * per column, the new-curriculum zone included.
 */
export function AppCenterPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAppCenterStatus);
  const error = useAppSelector(selectAppCenterError);
  const sections = useAppSelector(selectCenterSections);
  const tabs = useAppSelector(selectCategoryTabs);
  const anchors = useMemo(() => tabs.map((tab) => tab.id), [tabs]);
  const { embedded } = useLayoutContext();
  const { active, scrollTo } = useScrollSpy(anchors, (embedded ? 0 : HEADER_PX) + TABS_PX);

  useEffect(() => {
    if (status === 'idle') dispatch(appListRequested());
  }, [dispatch, status]);

  if (status === 'idle' || status === 'loading') {
    return <Spinner className="py-32" label={MSG_LOADING} />;
  }
  if (status === 'failed') {
    return (
      <StateMessage
        tone="error"
        className="py-32"
        title={error}
        action={
          <Button variant="secondary" onClick={() => dispatch(appListRequested())}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (sections.length === 0) {
    return <StateMessage className="py-32" title="暂无应用" />;
  }
  return (
    <div className="mx-auto max-w-[1360px] px-6 pb-16">
      <div className="pt-8 pb-2">
        <h1 className="text-2xl font-semibold text-ink">AI 应用中心</h1>
        <p className="mt-1 text-sm text-ink-muted">精选备课、出题、批改与课堂应用，助力每一堂课</p>
      </div>
      <CategoryTabs
        aria-label="应用分类"
        tabs={tabs}
        activeId={active}
        onSelect={scrollTo}
        className={embedded ? 'top-0' : 'top-16'}
      />
      <div className="mt-4 flex flex-col gap-10">
        {sections.map((section) => (
          <Section key={section.anchor} section={section} />
        ))}
      </div>
    </div>
  );
}
