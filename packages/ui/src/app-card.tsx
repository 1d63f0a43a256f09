import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link AppCard}: what one application shows, and the open callback. */
export type AppCardProps = Omit<React.ComponentProps<'button'>, 'name' | 'onClick'> & {
  /** Application name (§3 Application `name`). */
  name: string;
  /** One-line description (§3 `desc`); cut with an ellipsis, full text in the tooltip. */
  desc: string;
  /** Logo URL (§3 `logo`). */
  logo: string;
  /** Called when the teacher clicks the card (or presses Enter/Space on it). */
  onOpen?: () => void;
};

/**
 * One application card of the application centre (spec §2 "Old home": category sections with
 * application cards). A real `<button>`, so it is focusable and keyboard-operable.
 */
export function AppCard({ name, desc, logo, onOpen, className, ...props }: AppCardProps) {
  return (
    <button
      type="button"
      title={desc ? `${name}：${desc}` : name}
      onClick={onOpen}
      className={cn(
        'group flex w-full min-w-0 cursor-pointer items-center gap-3 rounded-card border border-line bg-surface p-4 text-left shadow-card transition',
        'hover:-translate-y-0.5 hover:border-primary-200 hover:shadow-card-hover',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
        className,
      )}
      {...props}
    >
      <img
        src={logo}
        alt={name}
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
        className="size-11 shrink-0 rounded-xl bg-primary-50 object-cover"
      />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="truncate text-[15px] font-semibold text-ink group-hover:text-primary-600">
          {name}
        </span>
        <span className="truncate text-[13px] text-ink-muted">{desc}</span>
      </span>
    </button>
  );
}
