import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link FavouriteButton}. */
export type FavouriteButtonProps = Omit<React.ComponentProps<'button'>, 'onToggle'> & {
  /** Whether the app is a favourite (§3 `isCollect` 1). */
  collected: boolean;
  /** The app's name, for the accessible label (收藏「name」 / 取消收藏「name」). */
  appName: string;
  onToggle?: () => void;
};

/**
 * The star on an application card (spec §2 "Old home", §4 "Favourite"): filled when collected.
 * A real toggle button (`aria-pressed`); the app decides what a click does (login first, §4).
 */
export function FavouriteButton({
  collected,
  appName,
  onToggle,
  className,
  ...props
}: FavouriteButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={collected}
      aria-label={collected ? `取消收藏「${appName}」` : `收藏「${appName}」`}
      title={collected ? '取消收藏' : '收藏'}
      data-collected={collected ? 'true' : 'false'}
      onClick={(event) => {
        event.stopPropagation();
        onToggle?.();
      }}
      className={cn(
        'inline-flex size-8 cursor-pointer items-center justify-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
        collected
          ? 'text-accent hover:bg-accent/10'
          : 'text-ink-muted/70 hover:bg-primary-50 hover:text-accent',
        className,
      )}
      {...props}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
          fill={collected ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
