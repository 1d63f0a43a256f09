import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Escape, the backdrop and the × button call it. */
  onClose: () => void;
  children?: React.ReactNode;
  /** Buttons at the bottom (save, cancel, skip). */
  actions?: React.ReactNode;
  /** The panel's largest width from 768 px (`max-w-*`); `lg` by default. */
  width?: keyof typeof dialogWidths;
  /** Extra classes of the panel. */
  className?: string;
  'data-testid'?: string;
}

const dialogWidths = {
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
} as const;

/**
 * A centred dialog for forms (spec §2 "Other dialogs": account info, identity tag, period and
 * subject). Headless UI handles focus trapping, Escape and the backdrop click.
 */
export function FormDialog({
  open,
  title,
  onClose,
  children,
  actions,
  width = 'lg',
  className,
  ...props
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ink/40" aria-hidden="true" />
      {/* Below 768 px a full-screen sheet that scrolls; from 768 px a centred dialog. */}
      <div className="fixed inset-0 flex items-stretch justify-center md:items-center md:p-4">
        <DialogPanel
          data-testid={props['data-testid']}
          className={cn(
            'h-dvh w-full overflow-y-auto bg-surface p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl md:h-auto md:max-h-[calc(100dvh-2rem)] md:rounded-[18px] md:p-6',
            dialogWidths[width],
            'max-md:max-w-none',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-lg font-semibold text-ink">{title}</DialogTitle>
            <button
              type="button"
              aria-label="关闭"
              onClick={onClose}
              className="-mt-2 -mr-3 grid size-11 shrink-0 cursor-pointer place-items-center rounded-full text-xl text-ink-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-500 md:-mt-1 md:-mr-2 md:size-8"
            >
              ×
            </button>
          </div>
          <div className="mt-4 text-sm text-ink-soft">{children}</div>
          {actions ? <div className="mt-6 flex justify-end gap-2">{actions}</div> : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** Props of {@link FloatingPanel}. */
export interface FloatingPanelProps {
  title: string;
  onClose: () => void;
  children?: React.ReactNode;
  actions?: React.ReactNode;
  'data-testid'?: string;
}

/**
 * A non-modal dialog in the bottom-right corner: for prompts the teacher did not ask for
 * (identity tag for new users, set period and subject), so the page stays usable behind it.
 */
export function FloatingPanel({ title, onClose, children, actions, ...props }: FloatingPanelProps) {
  return (
    <section
      role="dialog"
      aria-label={title}
      data-testid={props['data-testid']}
      className="fixed right-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] left-3 z-40 rounded-[18px] border border-line bg-surface p-5 shadow-card-hover md:right-6 md:bottom-6 md:left-auto md:w-[22rem] md:max-w-[calc(100vw-3rem)]"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        <button
          type="button"
          aria-label="关闭"
          onClick={onClose}
          className="-mt-2 -mr-3 grid size-11 shrink-0 cursor-pointer place-items-center rounded-full text-xl text-ink-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-500 md:-mt-1 md:-mr-2 md:size-8"
        >
          ×
        </button>
      </div>
      <div className="mt-3 text-sm text-ink-soft">{children}</div>
      {actions ? <div className="mt-4 flex justify-end gap-2">{actions}</div> : null}
    </section>
  );
}
