import { CAROUSEL_PAGE_SIZE } from '../constants';

/**
 * §2/§4/§9 carousel of feature cards: 4 per page, looping, with a clone page at each end so the
 * slide from the last page to the first (and back) moves in the same direction; when the clone
 * is reached, the track jumps without transition to the real page it copies.
 *
 * Track positions: with P > 1 real pages the track is `[clone of P, 1, …, P, clone of 1]`, so
 * real pages sit at positions 1..P and the clones at 0 and P + 1. With one page (or none) there
 * are no clones, no arrows, and position 0 is the only one.
 */

/** §9: splits cards into pages of 4 (the last page may be shorter). */
export function carouselPages<T>(cards: readonly T[], perPage: number = CAROUSEL_PAGE_SIZE): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const pages: T[][] = [];
  for (let i = 0; i < cards.length; i += size) pages.push(cards.slice(i, i + size));
  return pages;
}

/** The pages as laid out on the track: with a clone page at each end when there are 2 or more. */
export function carouselTrack<T>(pages: readonly T[][]): T[][] {
  if (pages.length <= 1) return [...pages];
  const first = pages[0] ?? [];
  const last = pages[pages.length - 1] ?? [];
  return [last, ...pages, first];
}

/** §2: arrows show only when there is more than one page. */
export function showCarouselArrows(pageCount: number): boolean {
  return pageCount > 1;
}

/** Where the track is and whether moving there animates (CSS transition on or off). */
export interface CarouselPosition {
  index: number;
  animate: boolean;
}

/** The starting position: the first real page, without animation. */
export function carouselStart(pageCount: number): CarouselPosition {
  return { index: pageCount > 1 ? 1 : 0, animate: false };
}

/** One page forward, animated. Ignored while on the trailing clone (a jump is pending) or with one page. */
export function carouselNext(pos: CarouselPosition, pageCount: number): CarouselPosition {
  if (pageCount <= 1 || pos.index >= pageCount + 1) return pos;
  return { index: pos.index + 1, animate: true };
}

/** One page back, animated. Ignored while on the leading clone or with one page. */
export function carouselPrev(pos: CarouselPosition, pageCount: number): CarouselPosition {
  if (pageCount <= 1 || pos.index <= 0) return pos;
  return { index: pos.index - 1, animate: true };
}

/**
 * Call when the slide transition ends (after 300 ms, §9). On a clone, returns the real page it
 * copies with `animate: false` — §4 "the transition is disabled for the jump"; otherwise the same
 * position. Returns the input object itself when nothing changes, so callers can skip updates.
 */
export function carouselSettle(pos: CarouselPosition, pageCount: number): CarouselPosition {
  if (pageCount <= 1) return pos;
  if (pos.index >= pageCount + 1) return { index: 1, animate: false };
  if (pos.index <= 0) return { index: pageCount, animate: false };
  return pos;
}

/** True when the position is a clone, i.e. `carouselSettle` will jump. */
export function isOnClone(pos: CarouselPosition, pageCount: number): boolean {
  return pageCount > 1 && (pos.index <= 0 || pos.index >= pageCount + 1);
}

/** The real page (0-based, for dots) shown at a track position, clones mapped to their page. */
export function carouselActivePage(pos: CarouselPosition, pageCount: number): number {
  if (pageCount <= 1) return 0;
  if (pos.index <= 0) return pageCount - 1;
  if (pos.index >= pageCount + 1) return 0;
  return pos.index - 1;
}
