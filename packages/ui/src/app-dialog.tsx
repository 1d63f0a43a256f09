import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link AppDialog}. */
export interface AppDialogProps {
  open: boolean;
  title: string;
  /** The embedded page. */
  src: string;
  /** Width when not full screen (§9: app dialog 80%, VIP dialog 30%). */
  width: string;
  /** Height when not full screen. */
  height?: string;
  /** Whether the 全屏 button is offered. */
  allowFullscreen?: boolean;
  fullscreen?: boolean;
  onFullscreenChange?: (fullscreen: boolean) => void;
  onClose: () => void;
  /** Extra content under the title bar, above the frame. */
  children?: React.ReactNode;
}

/**
 * A dialog embedding a page (spec §2 "Old home": opening an app may show a dialog, 80% wide,
 * with an embedded page; it can go full screen and Escape leaves full screen. Also the 30%-wide
 * VIP activity dialog). Headless UI traps focus and reports Escape and outside clicks through
 * `onClose`; while full screen those leave full screen first, a second Escape closes.
 */
export function AppDialog({
  open,
  title,
  src,
  width,
  height = '80vh',
  allowFullscreen = true,
  fullscreen = false,
  onFullscreenChange,
  onClose,
  children,
}: AppDialogProps) {
  const close = () => {
    if (fullscreen) onFullscreenChange?.(false);
    else onClose();
  };
  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-ink/40" aria-hidden="true" />
      {/* No padding: the width (80%, 30%) is a share of the whole window (§9). */}
      <div className="fixed inset-0 flex items-center justify-center">
        <DialogPanel
          data-fullscreen={fullscreen ? 'true' : 'false'}
          style={fullscreen ? { width: '100vw', height: '100dvh' } : { width, height }}
          className={cn(
            'flex max-w-full flex-col overflow-hidden bg-surface shadow-2xl',
            // A phone has no room for 80%: below 768 px the app always fills the screen.
            'max-md:h-dvh! max-md:w-screen! max-md:rounded-none!',
            fullscreen ? 'rounded-none' : 'rounded-[18px]',
          )}
        >
          <div className="flex h-12 shrink-0 items-center gap-2 border-b border-line px-4">
            <DialogTitle className="min-w-0 flex-1 truncate text-[15px] font-semibold text-ink">
              {title}
            </DialogTitle>
            {allowFullscreen ? (
              <button
                type="button"
                onClick={() => onFullscreenChange?.(!fullscreen)}
                className="hidden h-8 cursor-pointer rounded-full px-3 text-sm text-ink-soft hover:bg-primary-50 hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500 md:block"
              >
                {fullscreen ? '退出全屏' : '全屏'}
              </button>
            ) : null}
            <button
              type="button"
              aria-label="关闭"
              onClick={onClose}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-lg text-ink-soft md:size-8 hover:bg-primary-50 hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500"
            >
              ×
            </button>
          </div>
          {children}
          <iframe title={title} src={src} className="min-h-0 w-full flex-1 border-0 bg-canvas" />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
