import type { AppInfo } from '@aita/core';
import { useAppSelector } from '../../../shared/hooks';
import { selectIsLoggedIn } from '../../identity';
import { AppTileGrid } from './AppTileGrid';
import { selectRecentApps } from './favouritesSlice';

/** Props of {@link RecentAppsStrip}. */
export interface RecentAppsStripProps {
  onOpen: (app: AppInfo) => void;
  onToggleFavourite: (app: AppInfo) => void;
}

/**
 * 最近使用: the apps the teacher opened lately, as `/v1/aitalk/mylist/add` recorded
 * them (read with `/v1/aitalk/mylist/recent`), newest first. Logged in only; hidden when empty.
 */
export function RecentAppsStrip({ onOpen, onToggleFavourite }: RecentAppsStripProps) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const recent = useAppSelector(selectRecentApps);
  if (!loggedIn || recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-apps-title" className="mt-6" data-testid="recent-apps">
      <h2 id="recent-apps-title" className="mb-3 text-base font-semibold text-ink">
        最近使用
      </h2>
      <AppTileGrid apps={recent} onOpen={onOpen} onToggleFavourite={onToggleFavourite} />
    </section>
  );
}
