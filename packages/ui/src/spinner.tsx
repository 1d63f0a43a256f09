import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link Spinner}: `label` is the visible text beside the wheel (e.g. 正在加载). */
export type SpinnerProps = React.ComponentProps<'div'> & {
  label?: string;
};

/**
 * A loading indicator with an accessible status role. Spec §2: the home shows a spinner with
 * 正在加载 until the experiment is known; the loading overlay reads 加载中 (§9).
 */
export function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 text-ink-muted', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin-slow rounded-full border-[3px] border-primary-100 border-t-primary-500"
      />
      {label ? <span className="text-sm">{label}</span> : null}
    </div>
  );
}
