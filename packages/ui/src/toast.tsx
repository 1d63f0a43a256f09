import type * as React from 'react';
import { cn } from './cn';

/** How a toast looks: spec §8 success, error, warning and info messages. */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** One toast on screen. */
export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Props of {@link ToastViewport}. */
export type ToastViewportProps = React.ComponentProps<'div'> & {
  toasts: readonly ToastItem[];
  /** Called when the teacher clicks a toast away. */
  onDismiss?: (id: number) => void;
};

const kindClass: Record<ToastKind, string> = {
  // Darker than --color-success: small text on white needs 4.5:1 (green-700 is 5:1).
  success: 'border-success/30 text-green-700',
  error: 'border-danger/30 text-danger',
  warning: 'border-accent/40 text-accent',
  info: 'border-primary-200 text-primary-700',
};

/**
 * The toast stack, centred at the top of the window. Errors use `role="alert"` (announced at
 * once); the others `role="status"`. Presentational: the app decides when toasts come and go.
 */
export function ToastViewport({ toasts, onDismiss, className, ...props }: ToastViewportProps) {
  return (
    <div
      className={cn(
        'pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2',
        className,
      )}
      {...props}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-kind={toast.kind}
          data-testid="toast"
          onClick={() => onDismiss?.(toast.id)}
          className={cn(
            'pointer-events-auto max-w-[90vw] cursor-default rounded-full border bg-surface px-5 py-2 text-sm shadow-card-hover',
            kindClass[toast.kind],
          )}
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}
