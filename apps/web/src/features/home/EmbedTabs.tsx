import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../../shared/hooks';
import { isChatPath, ROUTES } from '../../shared/routes';
import { selectUser } from '../identity';
import { EMBED_SUBJECT_KEY, storedEmbedSubject } from './embedSubject';

/**
 * The subjects offered (ids of the common info's subjectTypeList, docs/identity.md). The host
 * app decides which subjects a school teaches; these are the compulsory-education ones.
 */
export const EMBED_SUBJECTS = [
  '语文',
  '数学',
  '英语',
  '物理',
  '化学',
  '生物',
  '历史',
  '地理',
  '道德与法治',
] as const;

const TABS = [
  { label: '发现', to: ROUTES.home, match: (path: string) => path.startsWith('/home') },
  { label: '应用中心', to: ROUTES.apps, match: (path: string) => path.startsWith('/apps') },
  { label: '会话', to: ROUTES.chat, match: isChatPath },
] as const;

/**
 * The top bar of the os=jzax mode (spec §2 "Layout": top tabs 发现, 应用中心, 会话 and a subject
 * selector). Changing the subject stores it and reloads the page (§4 "Subject or period change
 * reloads the page").
 */
export function EmbedTabs() {
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const subject = storedEmbedSubject() || user?.subjectName || '';
  return (
    <div
      className="flex h-12 items-center gap-1 border-b border-line bg-surface/95 px-4 backdrop-blur"
      data-testid="embed-tabs"
    >
      <nav aria-label="顶部导航" className="flex gap-1">
        {TABS.map((tab) => {
          const active = tab.match(pathname);
          return (
            <Link
              key={tab.label}
              to={tab.to}
              aria-current={active ? 'page' : undefined}
              className={
                active
                  ? 'rounded-full bg-primary-50 px-4 py-1.5 text-sm font-medium text-primary-600'
                  : 'rounded-full px-4 py-1.5 text-sm text-ink-soft hover:text-primary-600'
              }
            >
              {tab.label}
            </Link>
          );
        })}
      </nav>
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
          {EMBED_SUBJECTS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
