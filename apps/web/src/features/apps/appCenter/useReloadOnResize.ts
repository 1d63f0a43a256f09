import { RESIZE_THROTTLE_MS } from '@aita/core';
import { useEffect } from 'react';

/** Width breakpoints (px) where the centre's layout changes (tailwind sm md lg xl 2xl). */
const BREAKPOINTS = [640, 768, 1024, 1280, 1536] as const;

/**
 * Which layout a window size gets: the width's breakpoint band and whether the screen is the
 * 2560×1440 one whose scroll anchor is 1/7 (§9). Pure; exported for tests.
 */
export function layoutBand(width: number, screen: { width: number; height: number }): string {
  const band = BREAKPOINTS.filter((bp) => width >= bp).length;
  const wide = screen.width === 2560 && screen.height === 1440 ? 'w' : 'n';
  return `${band}${wide}`;
}

/**
 * Spec §2 "The window reloads on resize (throttled 200 ms)". Reloading on every resize event
 * would loop on hosts that resize while loading (embedded frames, mobile URL bars), so the
 * page reloads only when the layout band actually changed (docs/home-web.md).
 */
export function useReloadOnResize(reload: () => void = () => window.location.reload()) {
  useEffect(() => {
    const initial = layoutBand(window.innerWidth, window.screen);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      if (layoutBand(window.innerWidth, window.screen) !== initial) reload();
    };
    const onResize = () => {
      // Throttle: at most one check per 200 ms window, at its end.
      timer ??= setTimeout(check, RESIZE_THROTTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [reload]);
}
