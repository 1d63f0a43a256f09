import { lazy, type ComponentType } from 'react';

/**
 * A page chunk that could not be loaded twice in a row (a weak network, or a redeploy that
 * removed the old chunk while the page was open): the route's error boundary offers 重新加载.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Runs `load`, and once more if it fails (a dropped request is often fine on a second try);
 * a second failure becomes a {@link ChunkLoadError}.
 */
export async function loadWithRetry<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (_first) {
    try {
      return await load();
    } catch (second) {
      throw new ChunkLoadError(second instanceof Error ? second.message : String(second));
    }
  }
}

/** A page component whose module can be loaded ahead of its first render. */
export type PreloadablePage = ComponentType & {
  /** Loads the page's module; once it has, the page renders without suspending. */
  preload(): Promise<void>;
};

/**
 * A thenable that is already fulfilled: `lazy()` reads its value at once (its `then` calls back
 * synchronously) and renders the component instead of suspending.
 */
function fulfilled<T>(value: T): PromiseLike<T> {
  return {
    then(onFulfilled) {
      return fulfilled(onFulfilled ? onFulfilled(value) : value) as never;
    },
  };
}

/**
 * `lazy()` for a named export, so every page stays its own chunk: features' `routes` use it,
 * so importing a feature's index never loads its pages. A failed chunk is retried once.
 * `preload()` loads the module ahead (main.tsx does it for the first route before React's first
 * render): a page whose module is there renders at once, so the first commit holds the page
 * instead of the layout's spinner, which React would replace no sooner than 300 ms later (its
 * Suspense reveal throttle).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadablePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const get = () =>
    (loading ??= loadWithRetry(load).then((module) => (loaded = module[name] as ComponentType)));
  const Page = lazy(() =>
    loaded
      ? // lazy() only calls `then`; React types its argument as a Promise.
        (fulfilled({ default: loaded }) as Promise<{ default: ComponentType }>)
      : get().then((page) => ({ default: page })),
  ) as unknown as ComponentType;
  return Object.assign(Page, { preload: () => get().then(() => undefined) });
}
