import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type * as React from 'react';
import { cn } from './cn';
import { CloseIcon } from './icons';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  open: boolean;
  title: React.ReactNode;
  onClose: () => void;
  /** Width in px; the spec's search-results drawer is 400 (§9 "Drawer 400px"). */
  width?: number;
  children?: React.ReactNode;
  className?: string;
  /** Label of the close button (the app passes Chinese text). */
  closeLabel?: string;
}

/**
 * A panel sliding in from the right (spec §2 "A search-results drawer, 400px wide on the
 * right"). Headless UI's dialog: focus is trapped, Escape and a click outside close it.
 */
export function Drawer({
  open,
  title,
  onClose,
  width = 400,
  children,
  className,
  closeLabel = '关闭',
}: DrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ink/20" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex max-w-full">
        <DialogPanel
          data-testid="drawer"
          style={{ width }}
          className={cn(
            'flex h-full max-w-[100vw] flex-col bg-surface shadow-2xl ring-1 ring-line',
            className,
          )}
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-line px-5">
            <DialogTitle className="text-base font-semibold text-ink">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="grid size-11 cursor-pointer place-items-center rounded-full text-ink-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-500 md:size-8"
            >
              <CloseIcon width="18" height="18" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
