import type { AppInfo } from '@aita/core';
import { useAppSelector } from '../../../shared/hooks';
import { AppTile } from '../appCenter/AppTile';
import { selectPendingFavourites } from './favouritesSlice';

/** Props of {@link AppTileGrid}. */
export interface AppTileGridProps {
  apps: readonly AppInfo[];
  onOpen: (app: AppInfo) => void;
  onToggleFavourite: (app: AppInfo) => void;
}

/** The strips' grid of app tiles (我的收藏, 最近使用), a star busy while its change is sent. */
export function AppTileGrid({ apps, onOpen, onToggleFavourite }: AppTileGridProps) {
  const pending = useAppSelector(selectPendingFavourites);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {apps.map((app) => (
        <AppTile
          key={app.appId}
          app={app}
          busy={pending.includes(app.appId)}
          onOpen={onOpen}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
    </div>
  );
}
