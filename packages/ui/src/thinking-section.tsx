import { useState } from 'react';
import type * as React from 'react';
import { cn } from './cn';
import { BulbIcon, ChevronDownIcon } from './icons';

/** Props of {@link ThinkingSection}. */
export type ThinkingSectionProps = React.ComponentProps<'div'> & {
  /** The reasoning so far. */
  reasoning: string;
  /** True while the reasoning streams: shown open with `activeLabel`. */
  active: boolean;
  /** e.g. 深度思考中… */
  activeLabel: string;
  /** e.g. 已深度思考（用时 8 秒）, shown on the collapsed header once done. */
  doneLabel: string;
};

/**
 * The deep-think section of an answer (spec §1 "deep-think mode"): the reasoning is shown while
 * it streams, then the section collapses to one line with the time spent; a click reopens it.
 */
export function ThinkingSection({
  reasoning,
  active,
  activeLabel,
  doneLabel,
  className,
  ...props
}: ThinkingSectionProps) {
  const [openAfter, setOpenAfter] = useState(false);
  const open = active || openAfter;
  return (
    <div
      data-testid="thinking"
      data-state={active ? 'active' : 'done'}
      className={cn('mb-3', className)}
      {...props}
    >
      <button
        type="button"
        aria-expanded={open}
        disabled={active}
        onClick={() => setOpenAfter((v) => !v)}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-canvas px-3 py-1 text-xs text-ink-soft ring-1 ring-line hover:text-primary-600 disabled:cursor-default"
      >
        <BulbIcon
          width="14"
          height="14"
          className={active ? 'animate-pulse text-primary-500' : ''}
        />
        <span>{active ? activeLabel : doneLabel}</span>
        {active ? null : (
          <ChevronDownIcon width="12" height="12" className={open ? 'rotate-180' : ''} />
        )}
      </button>
      {open ? (
        <div className="mt-2 border-l-2 border-line pl-3 text-[13px] leading-6 whitespace-pre-wrap text-ink-muted">
          {reasoning}
        </div>
      ) : null}
    </div>
  );
}
