import type { Reducer } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector } from './hooks';

/** A feature's long-running saga; it reads the api client and ports from the saga context. */
export type Watcher = () => Generator<unknown, void, unknown>;

/** A feature outside the entry chunk: its slices and its watchers, registered once per store. */
export interface LazyFeature {
  /** Unique name (for the once-per-store check). */
  name: string;
  /** Slices to inject into the root reducer. */
  slices: readonly { reducerPath: string; reducer: Reducer }[];
  /** Long-running sagas, started (kept alive) when the feature loads. */
  watchers: readonly Watcher[];
}

/** What a store offers lazily loaded features (`createAppStore` in app/store.ts). */
export interface FeatureLoader {
  loadFeature(feature: LazyFeature): void;
}

/**
 * Registers a lazily loaded feature (its slices and sagas) on the app's store the first time a
 * route of it mounts, and tells whether its state is there yet. Render the feature's components
 * only when it returns true: their selectors read the injected slices.
 */
export function useLazyFeature(feature: LazyFeature): boolean {
  const store = useStore() as unknown as FeatureLoader;
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
