import {
  CATEGORY_SCROLL_OFFSET_PX,
  SCROLL_ANCHOR_RATIO,
  SCROLL_ANCHOR_RATIO_2560,
  SMOOTH_SCROLL_SETTLE_MS,
} from '@aita/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** §9: a 2560x1440 device uses 1/7 of the window height as anchor line instead of 1/5. */
function anchorRatio(): number {
  return window.screen.width === 2560 && window.screen.height === 1440
    ? SCROLL_ANCHOR_RATIO_2560
    : SCROLL_ANCHOR_RATIO;
}

/**
 * Scroll-linked active category (spec §2 "Old home": sticky category tab bar with a
 * scroll-linked active category). The active section is the last one whose top is above the
 * anchor line. `scrollTo` scrolls smoothly to a section `stickyOffset + 40 px` below the top
 * (§9) and holds the clicked tab for the 500 ms the smooth scroll needs to settle.
 */
export function useScrollSpy(anchors: readonly string[], stickyOffset: number) {
  const [active, setActive] = useState<string | undefined>(anchors[0]);
  const holdUntil = useRef(0);

  useEffect(() => {
    if (anchors.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      if (performance.now() < holdUntil.current) return;
      const line = window.innerHeight * anchorRatio();
      let current = anchors[0];
      for (const id of anchors) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= line) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [anchors]);

  const scrollTo = useCallback(
    (id: string) => {
      const el = document.getElementById(id);
      if (!el) return;
      setActive(id);
      holdUntil.current = performance.now() + SMOOTH_SCROLL_SETTLE_MS;
      const top =
        el.getBoundingClientRect().top + window.scrollY - stickyOffset - CATEGORY_SCROLL_OFFSET_PX;
      window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
    },
    [stickyOffset],
  );

  return { active, scrollTo };
}
