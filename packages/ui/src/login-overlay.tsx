import type * as React from 'react';
import { CloseIcon } from './icons';

/** Props of {@link LoginOverlay}. */
export interface LoginOverlayProps {
  /** The login provider page (`/passport/login?bd_vid=…`). */
  src: string;
  /** The iframe element, so the host can check `event.source` against its window. */
  frameRef: React.Ref<HTMLIFrameElement>;
  /** The backdrop's close button. */
  onClose: () => void;
  title?: string;
}

/**
 * The login iframe overlay (spec §2 "Login iframe overlay"): a modal backdrop with the login
 * provider's page in an iframe. The page posts its messages to the parent; the host listens.
 */
export function LoginOverlay({ src, frameRef, onClose, title = '登录' }: LoginOverlayProps) {
  return (
    <div
      className="fixed inset-0 z-[90] flex items-center justify-center bg-ink/50 p-4"
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-testid="login-overlay"
    >
      <div className="relative h-[560px] max-h-[90dvh] w-[420px] max-w-full overflow-hidden rounded-[18px] bg-surface shadow-2xl">
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          className="size-full border-0"
          data-testid="login-frame"
        />
        {/* The one close control (the framed page hides its own), 44 px for a finger. */}
        <button
          type="button"
          aria-label="关闭登录"
          onClick={onClose}
          data-testid="login-close"
          className="absolute top-2 right-2 grid size-11 cursor-pointer place-items-center rounded-full text-ink-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          <CloseIcon width="20" height="20" />
        </button>
      </div>
    </div>
  );
}
