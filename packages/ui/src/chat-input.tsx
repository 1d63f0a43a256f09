import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { cn } from './cn';
import { SendIcon } from './icons';

/** Props of {@link ChatInput}. */
export type ChatInputProps = Omit<
  React.ComponentProps<'div'>,
  'onChange' | 'onSubmit' | 'onPaste'
> & {
  value: string;
  onChange: (value: string) => void;
  /** Called by Enter (without Shift/Ctrl, not while composing) and by the send button. */
  onSubmit: () => void;
  /** Called by the stop button while an answer is generated. */
  onStop?: () => void;
  /** §5: input and send disabled while loading or while an answer is generated. */
  busy: boolean;
  /** Send (button and Enter) held back, the input still usable: e.g. images still uploading. */
  sendBlocked?: boolean;
  /** Pastes into the textarea (pasted images). */
  onPaste?: React.ClipboardEventHandler<HTMLTextAreaElement>;
  /** Shown inside the box above the text: pasted-image thumbnails. */
  attachments?: React.ReactNode;
  placeholder: string;
  label: string;
  sendLabel: string;
  stopLabel: string;
  /**
   * Longest text the send accepts: a counter `n/max` shows near the button and turns red over
   * it. The text is never cut (a paste over the limit stays whole for the teacher to shorten).
   */
  maxLength?: number;
  /** The toggles (deep think, network search) on the left of the toolbar. */
  tools?: React.ReactNode;
  /** A hint under the box. */
  hint?: React.ReactNode;
};

/**
 * The question box of the chat (spec §5): a textarea and a round send button, disabled while the
 * text is blank, while loading or while an answer is generated (and while `sendBlocked`); Enter
 * sends, Shift+Enter is a newline. While an answer is generated the button becomes 停止.
 * `attachments` (pasted-image thumbnails) sit above the text inside the box.
 */
export function ChatInput({
  value,
  onChange,
  onSubmit,
  onStop,
  busy,
  sendBlocked = false,
  onPaste,
  attachments,
  placeholder,
  label,
  sendLabel,
  stopLabel,
  tools,
  hint,
  maxLength,
  className,
  ...props
}: ChatInputProps) {
  const composing = useRef(false);
  const blank = value.trim() === '';
  // Over the limit the send stays clickable: the click explains the limit (onSubmit refuses).
  const canSend = !busy && !blank && !sendBlocked;
  const over = maxLength !== undefined && value.length > maxLength;
  return (
    <div className={cn('w-full', className)} {...props}>
      <div className="rounded-[20px] bg-surface p-3 shadow-card ring-1 ring-line transition-shadow focus-within:ring-primary-300 focus-within:shadow-card-hover">
        {attachments}
        <textarea
          aria-label={label}
          data-testid="chat-input"
          rows={3}
          value={value}
          disabled={busy}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          onPaste={onPaste}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey) return;
            if (composing.current || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (canSend) onSubmit();
          }}
          className="block max-h-48 min-h-[4.5rem] w-full resize-none bg-transparent px-2 text-[15px] leading-6 text-ink outline-none placeholder:text-ink-muted disabled:cursor-not-allowed disabled:opacity-60"
        />
        <div className="mt-2 flex items-center gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">{tools}</div>
          {maxLength !== undefined ? (
            <span
              data-testid="chat-counter"
              data-over={over}
              aria-live="polite"
              className={cn(
                'shrink-0 text-xs tabular-nums',
                over ? 'text-danger' : 'text-ink-muted',
              )}
            >
              {value.length}/{maxLength}
            </span>
          ) : null}
          {busy && onStop ? (
            <StopButton key="stop" onStop={onStop} label={stopLabel} />
          ) : (
            // Its own element (key): reusing the stop button's would animate its dark colour away.
            <button
              key="send"
              type="button"
              aria-label={sendLabel}
              data-testid="chat-send"
              disabled={!canSend}
              onClick={onSubmit}
              className="grid size-9 cursor-pointer place-items-center rounded-full bg-primary-500 text-white shadow-sm transition-colors hover:bg-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:bg-primary-200"
            >
              <SendIcon width="18" height="18" strokeWidth={2.2} />
            </button>
          )}
        </div>
      </div>
      {hint ? <div className="mt-2 text-center text-xs text-ink-muted">{hint}</div> : null}
    </div>
  );
}

/**
 * How long a just-shown 停止 ignores clicks, in ms: the second click of a double-click on 发送
 * lands on it (same place, about 500 ms later at the slowest system setting), and must not stop
 * the answer the first click asked for.
 */
export const STOP_ARM_DELAY_MS = 600;

/**
 * 停止: a deliberate click only. It stays disabled for {@link STOP_ARM_DELAY_MS} after it
 * appears (the second click of a double-click on 发送 lands there) and ignores the second click
 * of any double-click (`detail > 1`).
 */
function StopButton({ onStop, label }: { onStop: () => void; label: string }) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), STOP_ARM_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <button
      type="button"
      disabled={!armed}
      onClick={(event) => {
        if (event.detail > 1) return;
        onStop();
      }}
      data-testid="chat-stop"
      className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full bg-ink px-4 text-sm font-medium text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-default"
    >
      <span className="size-2.5 rounded-[3px] bg-white" aria-hidden="true" />
      {label}
    </button>
  );
}
