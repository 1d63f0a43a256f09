import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media `query` matches, following changes (a resized window, a turned phone).
 * Where the environment has no `matchMedia` (jsdom, old webviews) it is `fallback`: the answer the
 * page's own CSS gives the widest screens.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery(query)?.matches ?? fallback,
    () => fallback,
  );
}

const mediaQuery = (query: string): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
