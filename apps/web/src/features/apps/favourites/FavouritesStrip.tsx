import type { AppInfo } from '@aita/core';
import { useAppSelector } from '../../../shared/hooks';
import { AppTile } from '../appCenter/AppTile';
import { selectIsLoggedIn } from '../../identity';
import { selectFavourites, selectPendingFavourites } from './favouritesSlice';

/** Props of {@link FavouritesStrip}. */
export interface FavouritesStripProps {
  onOpen: (app: AppInfo) => void;
  onToggleFavourite: (app: AppInfo) => void;
}

/**
 * 我的收藏 (spec §2 "Old home": the favourites strip, shown only when logged in). Updates in
 * place when a star changes anywhere (§4).
 */
export function FavouritesStrip({ onOpen, onToggleFavourite }: FavouritesStripProps) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const favourites = useAppSelector(selectFavourites);
  const pending = useAppSelector(selectPendingFavourites);
  if (!loggedIn) return null;
  return (
    <section aria-labelledby="favourites-title" className="mt-6" data-testid="favourites-strip">
      <h2 id="favourites-title" className="mb-3 text-base font-semibold text-ink">
        我的收藏
      </h2>
      {favourites.length === 0 ? (
        <p className="rounded-card border border-dashed border-line bg-surface px-4 py-5 text-sm text-ink-muted">
          还没有收藏的应用，点击应用卡片右上角的星标即可收藏
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {favourites.map((app) => (
            <AppTile
              key={app.appId}
              app={app}
              busy={pending.includes(app.appId)}
              onOpen={onOpen}
              onToggleFavourite={onToggleFavourite}
            />
          ))}
        </div>
      )}
    </section>
  );
}
