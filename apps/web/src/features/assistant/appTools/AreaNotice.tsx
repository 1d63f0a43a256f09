import type { AppAreaNote } from '@aita/core';
import { Button } from '@aita/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../shared/routes';

/**
 * The page of an app that is not a conversation (docs/apps.md "Apps of other categories"): it
 * says plainly where the app belongs and that the area is not open yet, and points to what
 * helps now. Inside the app dialog (embed=1) links open in the whole window. An app with a page
 * of its own (`redirect`: the question form of an `aiquestion` app, 智能组卷) goes there at once.
 */
export function AreaNotice({
  name,
  note,
  framed,
}: {
  name: string;
  note: AppAreaNote;
  framed: boolean;
}) {
  const navigate = useNavigate();
  const go = (to: string, replace = false) => {
    if (framed && window.top && window.top !== window) window.top.location.assign(to);
    else void navigate(to, { replace });
  };
  const redirect = note.redirect;
  useEffect(() => {
    if (redirect === undefined) return;
    if (framed && window.top && window.top !== window) window.top.location.assign(redirect);
    else void navigate(redirect, { replace: true });
  }, [redirect, framed, navigate]);
  return (
    <section
      data-testid="app-area-notice"
      aria-labelledby="app-area-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center"
    >
      <h1 id="app-area-title" className="text-xl font-semibold text-ink">
        {name}
      </h1>
      <p className="rounded-full bg-amber-50 px-3 py-1 text-xs text-amber-800">
        {note.redirect ? `${note.area} · 正在打开…` : `${note.area} · 暂未开放`}
      </p>
      <p className="text-sm leading-6 text-ink-soft">{note.note}</p>
      <div className="flex gap-3">
        {note.link ? (
          <Button onClick={() => go(note.link?.to ?? ROUTES.home)}>{note.link.label}</Button>
        ) : null}
        <Button variant="ghost" onClick={() => go(ROUTES.chat)}>
          问问 AI 教学助手
        </Button>
      </div>
    </section>
  );
}
