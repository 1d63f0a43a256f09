import { useOutletContext } from 'react-router';

/** What the layout tells its pages through the router outlet. */
export interface LayoutContext {
  /** os=jzax: no header, so sticky bars stick to the very top. */
  embedded: boolean;
}

/** The layout context of the current route (pages render inside AppLayout's outlet). */
export function useLayoutContext(): LayoutContext {
  return useOutletContext<LayoutContext | undefined>() ?? { embedded: false };
}
