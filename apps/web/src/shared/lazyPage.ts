import { lazy, type ComponentType } from 'react';

/**
 * `lazy()` for a named export, so every page stays its own chunk: features' `routes` use it,
 * so importing a feature's index never loads its pages.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType })) as ComponentType;
}
