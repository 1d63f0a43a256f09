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
  /** Extra classes of the panel (width). */
  className?: string;
  'data-testid'?: string;
}

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
  className,
  ...props
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ink/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-testid={props['data-testid']}
          className={cn('w-full max-w-lg rounded-[18px] bg-surface p-6 shadow-2xl', className)}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-lg font-semibold text-ink">{title}</DialogTitle>
            <button
              type="button"
              aria-label="关闭"
              onClick={onClose}
              className="-mt-1 -mr-2 rounded-full px-2 text-xl leading-8 text-ink-muted hover:bg-canvas hover:text-ink"
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
      className="fixed right-6 bottom-6 z-40 w-[22rem] max-w-[calc(100vw-3rem)] rounded-[18px] border border-line bg-surface p-5 shadow-card-hover"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        <button
          type="button"
          aria-label="关闭"
          onClick={onClose}
          className="-mt-1 -mr-2 rounded-full px-2 text-xl leading-8 text-ink-muted hover:bg-canvas hover:text-ink"
        >
          ×
        </button>
      </div>
      <div className="mt-3 text-sm text-ink-soft">{children}</div>
      {actions ? <div className="mt-4 flex justify-end gap-2">{actions}</div> : null}
    </section>
  );
}
