/**
 * Keeps the question box above a phone's on-screen keyboard.
 *
 * Android Chrome follows the viewport's `interactive-widget=resizes-content` (index.html): the
 * keyboard shrinks the layout, and `100dvh` layouts shrink with it. iOS Safari ignores that and
 * only shrinks the *visual* viewport, so this reads `visualViewport` and publishes how much of
 * the window the keyboard covers: `--keyboard-inset` (px) and `data-keyboard="open"` on the root
 * element. The chat subtracts the inset from its height and the bottom tab bar hides meanwhile.
 */

/** Less than this is browser chrome (a toolbar sliding away), not a keyboard. */
export const KEYBOARD_MIN_PX = 120;

/** The part of a window's layout viewport hidden under the keyboard, in CSS px. */
export function keyboardInset(win: Pick<Window, 'innerHeight' | 'visualViewport'>): number {
  const vv = win.visualViewport;
  if (!vv) return 0;
  const covered = Math.round(win.innerHeight - vv.height - vv.offsetTop);
  return covered >= KEYBOARD_MIN_PX ? covered : 0;
}

/** Starts publishing the inset on `win`'s root element; answers the function that stops it. */
export function watchKeyboard(win: Window): () => void {
  const vv = win.visualViewport;
  if (!vv) return () => {};
  const root = win.document.documentElement;
  const update = () => {
    const inset = keyboardInset(win);
    if (inset > 0) {
      root.style.setProperty('--keyboard-inset', `${inset}px`);
      root.dataset.keyboard = 'open';
    } else {
      root.style.removeProperty('--keyboard-inset');
      delete root.dataset.keyboard;
    }
  };
  vv.addEventListener('resize', update);
  vv.addEventListener('scroll', update);
  update();
  return () => {
    vv.removeEventListener('resize', update);
    vv.removeEventListener('scroll', update);
    root.style.removeProperty('--keyboard-inset');
    delete root.dataset.keyboard;
  };
}
