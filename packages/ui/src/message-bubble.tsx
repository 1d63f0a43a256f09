import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link MessageBubble}. */
export type MessageBubbleProps = React.ComponentProps<'div'> & {
  /** `user` messages sit on the right, `ai` answers on the left with the assistant's avatar. */
  role: 'user' | 'ai';
  /** The assistant's avatar (AI side only). */
  avatar?: React.ReactNode;
  /** Actions under an answer (复制, 停止 state, sources). */
  footer?: React.ReactNode;
};

/**
 * One chat message (spec §2 "Chat messages"): the teacher's question as a blue bubble on the
 * right, the assistant's answer as a white card on the left.
 */
export function MessageBubble({
  role,
  avatar,
  footer,
  className,
  children,
  ...props
}: MessageBubbleProps) {
  if (role === 'user') {
    return (
      <div data-role="user" className={cn('flex flex-col items-end', className)} {...props}>
        <div className="max-w-[78%] rounded-2xl rounded-tr-md bg-primary-500 px-4 py-2.5 text-[15px] leading-7 whitespace-pre-wrap text-white shadow-sm">
          {children}
        </div>
        {footer ? <div className="mt-1 flex items-center gap-1 pr-1">{footer}</div> : null}
      </div>
    );
  }
  return (
    <div data-role="ai" className={cn('flex items-start gap-3', className)} {...props}>
      <div className="mt-0.5 size-9 shrink-0 overflow-hidden rounded-full bg-primary-50 ring-1 ring-line">
        {avatar}
      </div>
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl rounded-tl-md bg-surface px-5 py-4 text-[15px] leading-7 text-ink shadow-card ring-1 ring-line/70">
          {children}
        </div>
        {footer ? <div className="mt-1.5 flex items-center gap-1 pl-1">{footer}</div> : null}
      </div>
    </div>
  );
}
