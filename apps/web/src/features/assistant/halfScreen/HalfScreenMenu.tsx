import { useState } from 'react';
import { useAppDispatch } from '../../../shared/hooks';
import { HALF_SCREEN_APPS, HALF_SCREEN_TEXT, halfScreenRequested } from './halfScreenState';

const chip =
  'inline-flex h-8 cursor-pointer items-center rounded-full bg-surface px-3 text-[13px] text-ink-soft ring-1 ring-line hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500';

/**
 * 并排打开应用: a menu of the apps a teacher uses beside an answer (板书设计 while reading the
 * lesson plan). Picking one asks the server how to open it (`/v2/aitalk/halfscreen/info`).
 */
export function HalfScreenMenu() {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  return (
    <div className="relative">
      <button
        type="button"
        className={chip}
        aria-expanded={open}
        data-testid="half-screen-menu"
        onClick={() => setOpen((v) => !v)}
      >
        {HALF_SCREEN_TEXT.open}
      </button>
      {open ? (
        <ul
          aria-label={HALF_SCREEN_TEXT.menu}
          className="absolute right-0 z-20 mt-1 w-40 rounded-lg bg-surface p-1 shadow-lg ring-1 ring-line"
        >
          {HALF_SCREEN_APPS.map((app) => (
            <li key={app.uri}>
              <button
                type="button"
                className="w-full cursor-pointer rounded px-3 py-1.5 text-left text-sm text-ink hover:bg-canvas"
                data-half-screen-uri={app.uri}
                onClick={() => {
                  setOpen(false);
                  dispatch(halfScreenRequested({ uri: app.uri }));
                }}
              >
                {app.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
