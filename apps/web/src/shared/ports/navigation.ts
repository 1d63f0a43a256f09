import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { NavigationPort } from './context';

/**
 * A navigation port whose router is attached later (`useAttachNavigation` inside the router):
 * sagas navigate straight through it, with router state, instead of writing the target into the
 * store for a component to follow. Navigations asked before the router is there are kept and
 * done on attach.
 */
export function createNavigationPort(): NavigationPort & {
  attach(navigate: (to: string, options: { state?: unknown }) => void): () => void;
} {
  let target: ((to: string, options: { state?: unknown }) => void) | null = null;
  const waiting: { to: string; state?: unknown }[] = [];
  return {
    navigate(to, state) {
      if (target) target(to, { state });
      else waiting.push({ to, state });
    },
    attach(navigate) {
      target = navigate;
      for (const item of waiting.splice(0)) navigate(item.to, { state: item.state });
      return () => {
        if (target === navigate) target = null;
      };
    },
  };
}

/** Attaches react-router's `navigate` to `port` while the calling component is mounted. */
export function useAttachNavigation(port: ReturnType<typeof createNavigationPort>): void {
  const navigate = useNavigate();
  useEffect(() => port.attach((to, options) => void navigate(to, options)), [port, navigate]);
}
