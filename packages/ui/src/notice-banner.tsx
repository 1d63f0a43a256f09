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
  /** `base` for a message that is the dialog's whole content (payment done). */
  size?: keyof typeof textSizes;
};

const textSizes = { sm: 'text-sm leading-6', base: 'text-base' } as const;

/**
 * A boxed message inside a dialog or page: a warning that must not be missed (the sandbox
 * payment label), a success, an error (announced as an alert) or a note.
 */
export function NoticeBanner({
  tone = 'info',
  size = 'sm',
  className,
  ...props
}: NoticeBannerProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : tone === 'success' ? 'status' : 'note'}
      className={cn('rounded-lg border px-3 py-2', textSizes[size], tones[tone], className)}
      {...props}
    />
  );
}
