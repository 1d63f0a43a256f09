import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type * as React from 'react';

/** Props of {@link NoticeDialog}. */
export interface NoticeDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: React.ReactNode;
  /** Buttons at the bottom. */
  actions?: React.ReactNode;
}

/** A small centred dialog with a title, text and actions (e.g. the membership dialog, §2). */
export function NoticeDialog({ open, title, onClose, children, actions }: NoticeDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ink/40" aria-hidden="true" />
      {/* Below 768 px a sheet from the bottom edge, within thumb reach; from 768 px centred. */}
      <div className="fixed inset-0 flex items-end justify-center md:items-center md:p-4">
        <DialogPanel className="max-h-dvh w-full overflow-y-auto rounded-t-[18px] bg-surface p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl md:max-w-md md:rounded-[18px] md:pb-6">
          <DialogTitle className="text-lg font-semibold text-ink">{title}</DialogTitle>
          <div className="mt-3 text-sm leading-6 text-ink-soft">{children}</div>
          {actions ? <div className="mt-6 flex justify-end gap-2">{actions}</div> : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
