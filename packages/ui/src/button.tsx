import type * as React from 'react';
import { cn } from './cn';

const variants = {
  primary:
    'bg-primary-500 text-white shadow-sm hover:bg-primary-600 active:bg-primary-700 disabled:bg-primary-200',
  secondary:
    'bg-surface text-primary-600 ring-1 ring-inset ring-primary-200 hover:bg-primary-50 disabled:text-ink-muted',
  ghost: 'bg-transparent text-ink-soft hover:bg-primary-50 hover:text-primary-600',
  /** A destructive confirmation (删除). */
  danger:
    'bg-danger text-white shadow-sm hover:bg-danger/90 active:bg-primary-700 disabled:bg-primary-200',
} as const;

const sizes = {
  sm: 'h-8 text-sm',
  md: 'h-10 text-sm',
  lg: 'h-11 text-base',
  /** A round icon button (send). */
  icon: 'size-9 text-sm',
} as const;

const defaultPadding = { sm: 3, md: 4, lg: 6, icon: 0 } as const;

const paddings = { 0: 'px-0', 3: 'px-3', 4: 'px-4', 5: 'px-5', 6: 'px-6', 8: 'px-8' } as const;

/** Props of {@link Button}: a real `<button>` plus a visual variant, size and side padding. */
export type ButtonProps = React.ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Horizontal padding in spacing units (`px-N`); the size's own by default. */
  padding?: keyof typeof paddings;
};

/** The one button of the product. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  padding,
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
        paddings[padding ?? defaultPadding[size]],
        className,
      )}
      {...props}
    />
  );
}
