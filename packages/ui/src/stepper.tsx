import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link Stepper}. */
export type StepperProps = Omit<React.ComponentProps<'ol'>, 'children'> & {
  /** The step labels, in order. */
  steps: readonly string[];
  /** The current step, 0-based. Earlier steps show as done. */
  current: number;
};

/**
 * The steps of a multi-step dialog (spec §2 "Class-book download dialogs in three steps"): a
 * numbered list, the current step marked with `aria-current="step"`. Display only: moving between
 * steps is the dialog's buttons.
 */
export function Stepper({ steps, current, className, ...props }: StepperProps) {
  return (
    <ol className={cn('flex items-center gap-2 text-sm', className)} {...props}>
      {steps.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
            className="flex min-w-0 flex-1 items-center gap-2"
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                state === 'todo'
                  ? 'bg-canvas text-ink-muted ring-1 ring-line'
                  : 'bg-primary-500 text-white',
              )}
            >
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span
              className={cn(
                'truncate',
                state === 'current' ? 'font-semibold text-ink' : 'text-ink-muted',
              )}
            >
              {label}
            </span>
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="h-px flex-1 bg-line" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
