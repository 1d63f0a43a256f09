import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, toastDismissed, toastShown, toastSlice } from './toastSlice';

describe('toastSlice', () => {
  it('gives each toast its own id, keeps at most MAX_TOASTS (oldest out), dismisses by id', () => {
    let state = toastSlice.reducer(undefined, { type: 'init' });
    for (const text of ['一', '二', '三', '四']) {
      state = toastSlice.reducer(state, toastShown({ kind: 'info', text }));
    }
    expect(state.items.map((t) => t.text)).toEqual(['二', '三', '四']);
    expect(state.items).toHaveLength(MAX_TOASTS);
    expect(new Set(state.items.map((t) => t.id)).size).toBe(3);
    state = toastSlice.reducer(state, toastDismissed(state.items[1]?.id ?? -1));
    expect(state.items.map((t) => t.text)).toEqual(['二', '四']);
  });

  it('shows the same message once: a repeat replaces it (new id, at the end)', () => {
    let state = toastSlice.reducer(undefined, { type: 'init' });
    state = toastSlice.reducer(state, toastShown({ kind: 'error', text: '发送失败' }));
    state = toastSlice.reducer(state, toastShown({ kind: 'info', text: '其他' }));
    const first = state.items[0]?.id;
    state = toastSlice.reducer(state, toastShown({ kind: 'error', text: '发送失败' }));
    state = toastSlice.reducer(state, toastShown({ kind: 'error', text: '发送失败' }));
    expect(state.items.map((t) => t.text)).toEqual(['其他', '发送失败']);
    expect(state.items[1]?.id).not.toBe(first);
  });
});
