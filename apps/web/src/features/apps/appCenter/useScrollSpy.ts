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
  /** The tab last clicked, until the teacher scrolls by hand (wheel, touch, keys). */
  const pinned = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (anchors.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      if (performance.now() < holdUntil.current) return;
      const target = pinned.current ? document.getElementById(pinned.current) : null;
      if (target) {
        // A clicked category stays active while it is on screen, however long the smooth
        // scroll takes on a busy machine.
        const rect = target.getBoundingClientRect();
        if (rect.top < window.innerHeight && rect.bottom > 0) {
          setActive(pinned.current);
          return;
        }
      }
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      if (atBottom) {
        // The last sections may never reach the anchor line: at the bottom, the clicked tab
        // (if any) or the last section is the active one.
        setActive(pinned.current ?? anchors[anchors.length - 1]);
        return;
      }
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
    const unpin = () => {
      pinned.current = undefined;
    };
    // The first measure waits for the next frame, when the browser lays the page out anyway:
    // measuring in the effect forced a second layout of the whole catalogue right after commit.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    const manual = ['wheel', 'touchmove', 'keydown'] as const;
    for (const type of manual) window.addEventListener(type, unpin, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const type of manual) window.removeEventListener(type, unpin);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [anchors]);

  const scrollTo = useCallback(
    (id: string) => {
      const el = document.getElementById(id);
      if (!el) return;
      setActive(id);
      pinned.current = id;
      holdUntil.current = performance.now() + SMOOTH_SCROLL_SETTLE_MS;
      const top =
        el.getBoundingClientRect().top + window.scrollY - stickyOffset - CATEGORY_SCROLL_OFFSET_PX;
      window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
    },
    [stickyOffset],
  );

  return { active, scrollTo };
}
