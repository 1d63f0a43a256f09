// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keyboardInset, watchKeyboard } from './keyboardInset';

/**
 * A stand-in for the browser's VisualViewport (jsdom has none): an EventTarget whose size the
 * test sets, as iOS Safari does when its keyboard slides up.
 */
class FakeViewport extends EventTarget {
  height = 844;
  offsetTop = 0;
  show(keyboard: number, scrolled = 0) {
    this.height = 844 - keyboard;
    this.offsetTop = scrolled;
    this.dispatchEvent(new Event('resize'));
  }
}

function phoneWindow(viewport: FakeViewport): Window {
  return Object.assign(Object.create(window) as Window, {
    innerHeight: 844,
    visualViewport: viewport as unknown as VisualViewport,
    document,
  });
}

describe('keyboard inset', () => {
  const root = document.documentElement;
  afterEach(() => {
    root.style.removeProperty('--keyboard-inset');
    delete root.dataset.keyboard;
  });

  it('is the height the keyboard covers, and nothing for a toolbar sliding away', () => {
    const vv = new FakeViewport();
    const win = phoneWindow(vv);
    expect(keyboardInset(win)).toBe(0);
    vv.height = 844 - 56;
    expect(keyboardInset(win)).toBe(0);
    vv.height = 844 - 336;
    expect(keyboardInset(win)).toBe(336);
    // Safari scrolls the visual viewport down by 100: the keyboard covers 100 less of the layout.
    vv.offsetTop = 100;
    expect(keyboardInset(win)).toBe(236);
    expect(keyboardInset({ innerHeight: 844, visualViewport: null })).toBe(0);
  });

  it('marks the root while the keyboard is up and clears it when it goes or the watch stops', () => {
    const vv = new FakeViewport();
    const stop = watchKeyboard(phoneWindow(vv));
    expect(root.dataset.keyboard).toBeUndefined();
    vv.show(300);
    expect(root.dataset.keyboard).toBe('open');
    expect(root.style.getPropertyValue('--keyboard-inset')).toBe('300px');
    vv.show(0);
    expect(root.dataset.keyboard).toBeUndefined();
    expect(root.style.getPropertyValue('--keyboard-inset')).toBe('');
    vv.show(280);
    stop();
    expect(root.dataset.keyboard).toBeUndefined();
    vv.show(320);
    expect(root.dataset.keyboard).toBeUndefined();
  });
});
