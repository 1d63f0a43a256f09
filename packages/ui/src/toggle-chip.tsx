import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link ToggleChip}. */
export type ToggleChipProps = Omit<React.ComponentProps<'button'>, 'onChange'> & {
  pressed: boolean;
  onChange?: (pressed: boolean) => void;
  icon?: React.ReactNode;
};

/**
 * An on/off pill (spec §2 "New home": the deep-think and network-search toggles). A real
 * toggle button with `aria-pressed`; highlighted while on.
 */
export function ToggleChip({
  pressed,
  onChange,
  icon,
  className,
  children,
  ...props
}: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange?.(!pressed)}
      className={cn(
        'inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-full px-3 text-[13px] transition-colors md:h-8',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
        pressed
          ? 'bg-primary-50 text-primary-600 ring-1 ring-primary-300'
          : 'bg-surface text-ink-soft ring-1 ring-line hover:text-primary-600',
        className,
      )}
      {...props}
    >
      {icon}
      {children}
    </button>
  );
}
