import type { AppInfo } from '@aita/core';
import { AppCard, FavouriteButton } from '@aita/ui';
import { memo, useMemo } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { makeSelectIsCollected } from '../favourites/favouritesSlice';

/** Props of {@link AppTile}. */
export interface AppTileProps {
  app: AppInfo;
  onOpen: (app: AppInfo) => void;
  onToggleFavourite: (app: AppInfo) => void;
  /** A collect/cancel call is in flight. */
  busy?: boolean;
}

/**
 * One application card with its favourite star (spec §2 "Old home", §4 "Favourite"); the star
 * reads the collected set, not the app's own `isCollect`. It sits beside the card button, not
 * inside it (no nested buttons).
 */
export const AppTile = memo(function AppTile({
  app,
  onOpen,
  onToggleFavourite,
  busy = false,
}: AppTileProps) {
  const collected = useAppSelector(useMemo(() => makeSelectIsCollected(app.appId), [app.appId]));
  return (
    <div className="relative" data-tile-app-id={app.appId}>
      <AppCard
        name={app.name}
        desc={app.desc}
        logo={app.logo}
        data-app-id={app.appId}
        data-category={app.category}
        onOpen={() => onOpen(app)}
        className="pr-11"
      />
      <FavouriteButton
        collected={collected}
        appName={app.name}
        disabled={busy}
        onToggle={() => onToggleFavourite(app)}
        className="absolute top-2 right-2"
      />
    </div>
  );
});
