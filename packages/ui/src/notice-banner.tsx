import type * as React from 'react';
import { cn } from './cn';

const tones = {
  warning: 'border-dashed border-amber-400 bg-amber-50 text-amber-800',
  success: 'border-green-200 bg-green-50 text-success',
  error: 'border-red-200 bg-red-50 text-danger',
  info: 'border-primary-100 bg-primary-50 text-primary-700',
} as const;

/** Props of {@link NoticeBanner}. */
export type NoticeBannerProps = React.ComponentProps<'div'> & {
  tone?: keyof typeof tones;
};

/**
 * A boxed message inside a dialog or page: a warning that must not be missed (the sandbox
 * payment label), a success, an error (announced as an alert) or a note.
 */
export function NoticeBanner({ tone = 'info', className, ...props }: NoticeBannerProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : tone === 'success' ? 'status' : 'note'}
      className={cn('rounded-lg border px-3 py-2 text-sm leading-6', tones[tone], className)}
      {...props}
    />
  );
}
