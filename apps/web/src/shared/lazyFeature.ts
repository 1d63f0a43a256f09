import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector } from './hooks';
import type { AppStore, LazyFeature } from '../app/store';

/**
 * Registers a lazily loaded feature (its slices and sagas) on the app's store the first time a
 * route of it mounts, and tells whether its state is there yet. Render the feature's components
 * only when it returns true: their selectors read the injected slices.
 */
export function useLazyFeature(feature: LazyFeature): boolean {
  const store = useStore() as AppStore;
  const ready = useAppSelector((state) =>
    feature.slices.every(
      (slice) => (state as unknown as Record<string, unknown>)[slice.reducerPath] !== undefined,
    ),
  );
  useEffect(() => {
    store.loadFeature(feature);
  }, [store, feature]);
  return ready;
}
