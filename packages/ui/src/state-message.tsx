import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link StateMessage}. */
export type StateMessageProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** `error` is announced to assistive technology; `empty` is a quiet note. */
  tone?: 'empty' | 'error';
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Actions under the text, e.g. a retry button. */
  action?: React.ReactNode;
  /** Vertical padding in spacing units (`py-N`). */
  spacing?: keyof typeof spacings;
};

const spacings = {
  6: 'py-6',
  8: 'py-8',
  16: 'py-16',
  20: 'py-20',
  24: 'py-24',
  32: 'py-32',
} as const;

/**
 * An empty or error state (spec §8: network failure shows 网络异常，暂无数据). Text comes from
 * the caller so the spec's strings stay in @aita/core.
 */
export function StateMessage({
  tone = 'empty',
  title,
  description,
  action,
  spacing = 16,
  className,
  ...props
}: StateMessageProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 text-center',
        spacings[spacing],
        className,
      )}
      {...props}
    >
      <svg viewBox="0 0 120 90" aria-hidden="true" className="w-32">
        <ellipse cx="60" cy="80" rx="44" ry="6" fill="var(--color-line)" />
        <rect x="24" y="14" width="72" height="56" rx="10" fill="var(--color-primary-50)" />
        <rect x="34" y="26" width="36" height="6" rx="3" fill="var(--color-primary-200)" />
        <rect x="34" y="38" width="52" height="6" rx="3" fill="var(--color-primary-100)" />
        <rect x="34" y="50" width="28" height="6" rx="3" fill="var(--color-primary-100)" />
        {tone === 'error' ? (
          <g>
            <circle cx="92" cy="22" r="12" fill="var(--color-danger)" />
            <path d="M92 15v9M92 28v.5" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
          </g>
        ) : null}
      </svg>
      <p className="text-[15px] font-medium text-ink-soft">{title}</p>
      {description ? <p className="max-w-sm text-sm text-ink-muted">{description}</p> : null}
      {action}
    </div>
  );
}
