import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useLazyFeature } from '../../shared/lazyFeature';
import { isChatPath } from '../../shared/routes';
import { selectUser } from '../identity';
import { jyyFeature, jyyTabsRequested, selectJyy } from '../jyy';
import { EMBED_SUBJECT_KEY, storedEmbedSubject } from './embedSubject';

/** Whether `pathname` is in the area of a tab's path (its first segment; chat by its rule). */
function tabMatches(tabPath: string, pathname: string): boolean {
  const area = `/${tabPath.split('/')[1] ?? ''}`;
  if (area === '/chat') return isChatPath(pathname);
  return pathname === area || pathname.startsWith(`${area}/`);
}

/**
 * The top bar of the os=jzax mode (spec §2 "Layout": top tabs 发现, 应用中心, 会话 and a subject
 * selector). The tabs and the subjects come from the server (`/v1/jyy/config/tabList`), so the
 * embedding partner changes them without a release. Changing the subject stores it and reloads
 * the page (§4 "Subject or period change reloads the page").
 */
export function EmbedTabs() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const ready = useLazyFeature(jyyFeature);
  useEffect(() => {
    if (ready) dispatch(jyyTabsRequested());
  }, [dispatch, ready]);
  const jyy = useAppSelector((state) => (ready ? selectJyy(state) : null));
  const tabs = jyy?.tabs?.tabList ?? [];
  const subjects = jyy?.tabs?.subjectList ?? [];
  const subject = storedEmbedSubject() || user?.subjectName || '';
  return (
    <div
      className="flex h-12 items-center gap-1 border-b border-line bg-surface/95 px-4 backdrop-blur"
      // "embed-tabs" once the server's tabs are there (or failed), so a test reads them whole.
      data-testid={
        jyy?.status === 'ready' || jyy?.status === 'failed' ? 'embed-tabs' : 'embed-tabs-loading'
      }
      aria-busy={jyy?.status === 'loading' || !ready}
    >
      <nav aria-label="顶部导航" className="flex gap-1">
        {tabs.map((tab) => {
          const active = tabMatches(tab.path, pathname);
          return (
            <Link
              key={tab.key}
              to={tab.path}
              data-tab-key={tab.key}
              aria-current={active ? 'page' : undefined}
              className={
                active
                  ? 'rounded-full bg-primary-50 px-4 py-1.5 text-sm font-medium text-primary-600'
                  : 'rounded-full px-4 py-1.5 text-sm text-ink-soft hover:text-primary-600'
              }
            >
              {tab.name}
            </Link>
          );
        })}
      </nav>
      {jyy?.status === 'failed' ? (
        <span role="alert" className="text-sm text-rose-700">
          {jyy.error}
        </span>
      ) : null}
      <span className="flex-1" />
      <label className="flex items-center gap-2 text-sm text-ink-soft">
        学科
        <select
          value={subject}
          onChange={(event) => {
            try {
              window.localStorage.setItem(EMBED_SUBJECT_KEY, event.target.value);
            } catch (_error) {
              // Without storage the choice lasts for this page only.
            }
            window.location.reload();
          }}
          className="h-8 rounded-lg bg-canvas px-2 text-sm text-ink ring-1 ring-line focus:outline-none focus-visible:ring-primary-300"
        >
          <option value="">全部学科</option>
          {subjects.map((s) => (
            <option key={s.id} value={s.name}>
              {s.name}
            </option>
          ))}
          {subject && !subjects.some((s) => s.name === subject) ? (
            <option value={subject}>{subject}</option>
          ) : null}
        </select>
      </label>
    </div>
  );
}
