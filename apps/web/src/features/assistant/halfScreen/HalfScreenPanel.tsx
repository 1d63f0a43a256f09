import { useEffect, useRef } from 'react';
import { useMediaQuery } from '../../../shared/useMediaQuery';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { halfScreenClosed } from '../chatSlice';
import type { WithChat } from '../chatState';
import { HALF_SCREEN_TEXT, type HalfScreenApp } from './halfScreenState';

/** The desktop breakpoint (Tailwind `md`): wider screens get a side panel, phones a sheet. */
const DESKTOP = '(min-width: 768px)';

function PanelHeader({ app, onClose }: { app: HalfScreenApp; onClose: () => void }) {
  return (
    <div className="flex h-11 shrink-0 items-center justify-between border-b border-line px-3">
      <h2 className="text-sm font-semibold text-ink">{app.name}</h2>
      <button
        type="button"
        className="cursor-pointer rounded px-2 py-1 text-sm text-ink-soft hover:text-primary-600"
        aria-label={HALF_SCREEN_TEXT.close}
        data-testid="half-screen-close"
        onClick={onClose}
      >
        关闭
      </button>
    </div>
  );
}

/**
 * The app open beside the conversation (docs/apps.md "Half-screen panel"): on a desktop a right
 * panel of the server's width loading the app's `embed=1` page (so never the whole site); on a
 * phone a full-screen sheet over the conversation, closed by 关闭 or Escape, focus moved into it.
 */
export function HalfScreenPanel() {
  const dispatch = useAppDispatch();
  const app = useAppSelector((s: WithChat) => s.chat.halfScreen);
  const desktop = useMediaQuery(DESKTOP, true);
  const sheet = useRef<HTMLDivElement>(null);
  const close = () => dispatch(halfScreenClosed());
  useEffect(() => {
    if (!app || desktop) return;
    sheet.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(halfScreenClosed());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [app, desktop, dispatch]);
  if (!app) return null;
  const frame = (
    <iframe
      title={app.name}
      src={app.src}
      className="min-h-0 w-full flex-1 border-0"
      data-testid="half-screen-frame"
    />
  );
  if (desktop) {
    return (
      <aside
        aria-label={HALF_SCREEN_TEXT.panel(app.name)}
        className="flex shrink-0 flex-col border-l border-line bg-surface"
        style={{ width: `${app.widthPercent}%` }}
        data-testid="half-screen-panel"
        data-mode="panel"
      >
        <PanelHeader app={app} onClose={close} />
        {frame}
      </aside>
    );
  }
  return (
    <div
      ref={sheet}
      role="dialog"
      aria-modal="true"
      aria-label={HALF_SCREEN_TEXT.panel(app.name)}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col bg-surface"
      data-testid="half-screen-panel"
      data-mode="sheet"
    >
      <PanelHeader app={app} onClose={close} />
      {frame}
    </div>
  );
}
