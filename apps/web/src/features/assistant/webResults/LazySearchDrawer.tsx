import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { selectDrawer } from '../chatSelectors';

/** The drawer (Headless UI Dialog) is a chunk of its own, fetched the first time it opens. */
const SearchDrawer = lazy(async () => ({
  default: (await import('./SearchDrawer')).SearchDrawer,
}));

/**
 * The web-results drawer, mounted from the first time it opens (then kept, so it closes as it
 * should): an answer without web results never loads it (docs/performance.md "Pages").
 */
export function LazySearchDrawer() {
  const open = useAppSelector((state) => selectDrawer(state).open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SearchDrawer />
    </Suspense>
  );
}
