import type { AppInfo } from '@aita/core';
import { useAppSelector } from '../../../shared/hooks';
import { selectIsLoggedIn } from '../../identity';
import { AppTileGrid } from './AppTileGrid';
import { selectFavourites } from './favouritesSlice';

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
        <AppTileGrid apps={favourites} onOpen={onOpen} onToggleFavourite={onToggleFavourite} />
      )}
    </section>
  );
}
