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

/**
 * `lazy()` for a named export, so every page stays its own chunk: features' `routes` use it,
 * so importing a feature's index never loads its pages. A failed chunk is retried once.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({
    default: (await loadWithRetry(load))[name] as ComponentType,
  })) as ComponentType;
}
