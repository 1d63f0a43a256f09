import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link Carousel}. The app owns the position (core's carousel paging). */
export type CarouselProps = React.ComponentProps<'section'> & {
  /** The track's pages in order, clones included (core `carouselTrack`). */
  track: readonly React.ReactNode[];
  /** Current track position. */
  index: number;
  /** False for the jump from a clone to its real page: no transition (§4). */
  animate: boolean;
  /** Slide duration in ms (§9: 300). */
  slideMs: number;
  /** Arrows show only with more than one page (§2). */
  showArrows: boolean;
  /** Dots: how many real pages, and which one is shown. */
  pageCount: number;
  activePage: number;
  onPrev?: () => void;
  onNext?: () => void;
  /** Called when a slide's transition ends (then the app settles a clone). */
  onSlideEnd?: () => void;
};

/**
 * The feature-card carousel of the new home (spec §2, §4, §9): one page visible, the track
 * moved by `translateX`, arrows either side, dots below. Looping is the app's job: it passes a
 * track with a clone page at each end and jumps without animation when a clone is reached.
 */
export function Carousel({
  track,
  index,
  animate,
  slideMs,
  showArrows,
  pageCount,
  activePage,
  onPrev,
  onNext,
  onSlideEnd,
  className,
  ...props
}: CarouselProps) {
  const arrow =
    'absolute top-1/2 z-10 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-surface text-ink-soft shadow-card ring-1 ring-line transition-colors hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500';
  return (
    <section className={cn('relative', className)} aria-roledescription="carousel" {...props}>
      <div className="overflow-hidden rounded-card">
        <div
          data-testid="carousel-track"
          data-index={index}
          className="flex"
          style={{
            transform: `translateX(-${index * 100}%)`,
            transition: animate ? `transform ${slideMs}ms ease` : 'none',
          }}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) onSlideEnd?.();
          }}
        >
          {track.map((page, position) => (
            <div
              // Track positions are stable for a given card list.
              key={position}
              className="w-full shrink-0"
              aria-hidden={position === index ? undefined : true}
              inert={position === index ? undefined : true}
            >
              {page}
            </div>
          ))}
        </div>
      </div>
      {showArrows ? (
        <>
          <button
            type="button"
            aria-label="上一页"
            onClick={onPrev}
            className={cn(arrow, '-left-4')}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="下一页"
            onClick={onNext}
            className={cn(arrow, '-right-4')}
          >
            ›
          </button>
          <div className="mt-3 flex justify-center gap-1.5" aria-hidden="true">
            {Array.from({ length: pageCount }, (_, page) => (
              <span
                key={page}
                className={cn(
                  'h-1.5 rounded-full transition-all',
                  page === activePage ? 'w-5 bg-primary-500' : 'w-1.5 bg-primary-200',
                )}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
