import type * as React from 'react';
import { cn } from './cn';

const variants = {
  primary:
    'bg-primary-500 text-white shadow-sm hover:bg-primary-600 active:bg-primary-700 disabled:bg-primary-200',
  secondary:
    'bg-surface text-primary-600 ring-1 ring-inset ring-primary-200 hover:bg-primary-50 disabled:text-ink-muted',
  ghost: 'bg-transparent text-ink-soft hover:bg-primary-50 hover:text-primary-600',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-6 text-base',
} as const;

/** Props of {@link Button}: a real `<button>` plus a visual variant and size. */
export type ButtonProps = React.ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

/** The one button of the product. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-full font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
        'disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
