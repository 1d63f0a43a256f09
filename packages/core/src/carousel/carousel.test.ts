import { describe, expect, it } from 'vitest';
import {
  carouselActivePage,
  carouselNext,
  carouselPages,
  carouselPrev,
  carouselSettle,
  carouselStart,
  carouselTrack,
  isOnClone,
  showCarouselArrows,
} from './carousel';

const cards = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe(carouselPages, () => {
  it('groups 4 per page', () => {
    expect(carouselPages(cards(9))).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(carouselPages(cards(4))).toEqual([[1, 2, 3, 4]]);
    expect(carouselPages([])).toEqual([]);
  });
});

describe(carouselTrack, () => {
  it('adds a clone page at each end only with 2+ pages', () => {
    expect(carouselTrack(carouselPages(cards(9)))).toEqual([
      [9],
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9],
      [1, 2, 3, 4],
    ]);
    expect(carouselTrack(carouselPages(cards(3)))).toEqual([[1, 2, 3]]);
    expect(showCarouselArrows(1)).toBe(false);
    expect(showCarouselArrows(2)).toBe(true);
  });
});

describe(carouselNext, () => {
  it('loops forward through the trailing clone and jumps back without transition', () => {
    const pages = 3;
    let pos = carouselStart(pages);
    expect(pos).toEqual({ index: 1, animate: false });
    pos = carouselNext(pos, pages);
    pos = carouselNext(pos, pages);
    expect(pos).toEqual({ index: 3, animate: true });
    expect(carouselSettle(pos, pages)).toBe(pos);
    pos = carouselNext(pos, pages);
    expect(pos.index).toBe(4);
    expect(isOnClone(pos, pages)).toBe(true);
    expect(carouselActivePage(pos, pages)).toBe(0);
    // A second click while on the clone waits for the jump.
    expect(carouselNext(pos, pages)).toBe(pos);
    expect(carouselSettle(pos, pages)).toEqual({ index: 1, animate: false });
  });

  it('loops backward through the leading clone', () => {
    const pages = 2;
    const pos = carouselPrev(carouselStart(pages), pages);
    expect(pos).toEqual({ index: 0, animate: true });
    expect(carouselActivePage(pos, pages)).toBe(1);
    expect(carouselPrev(pos, pages)).toBe(pos);
    expect(carouselSettle(pos, pages)).toEqual({ index: 2, animate: false });
  });

  it('does nothing with one page or none', () => {
    const pos = carouselStart(1);
    expect(pos.index).toBe(0);
    expect(carouselNext(pos, 1)).toBe(pos);
    expect(carouselPrev(pos, 0)).toBe(pos);
    expect(carouselSettle(pos, 1)).toBe(pos);
    expect(carouselActivePage(pos, 1)).toBe(0);
    expect(isOnClone(pos, 1)).toBe(false);
  });
});
