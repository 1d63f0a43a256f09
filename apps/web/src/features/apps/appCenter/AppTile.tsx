import type { AppInfo } from '@aita/core';
import { AppCard, FavouriteButton } from '@aita/ui';
import { memo } from 'react';

/** Props of {@link AppTile}. */
export interface AppTileProps {
  app: AppInfo;
  onOpen: (app: AppInfo) => void;
  onToggleFavourite: (app: AppInfo) => void;
  /** A collect/cancel call is in flight. */
  busy?: boolean;
}

/**
 * One application card with its favourite star (spec §2 "Old home", §4 "Favourite"). The star
 * sits beside the card button, not inside it (no nested buttons).
 */
export const AppTile = memo(function AppTile({
  app,
  onOpen,
  onToggleFavourite,
  busy = false,
}: AppTileProps) {
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
        collected={app.isCollect === 1}
        appName={app.name}
        disabled={busy}
        onToggle={() => onToggleFavourite(app)}
        className="absolute top-2 right-2"
      />
    </div>
  );
});
