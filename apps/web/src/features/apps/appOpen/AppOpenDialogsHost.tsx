import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { selectAppDialog, selectMembershipFor } from './appOpenSlice';

/** The dialogs and their dialog library: a chunk of their own, not part of the page's first load. */
const AppOpenDialogs = lazy(async () => ({
  default: (await import('./AppOpenDialogs')).AppOpenDialogs,
}));

/**
 * Mounts {@link AppOpenDialogs} the first time one of them opens and keeps it mounted after,
 * so closing still plays its transition and a second opening is instant.
 */
export function AppOpenDialogsHost() {
  const wanted = useAppSelector(
    (s) => selectAppDialog(s) !== null || selectMembershipFor(s) !== null,
  );
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);
  if (!wanted && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <AppOpenDialogs />
    </Suspense>
  );
}
