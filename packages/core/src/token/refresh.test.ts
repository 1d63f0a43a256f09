import { describe, expect, it } from 'vitest';
import { TOKEN_REFRESH_INTERVAL_MS } from '../constants';
import { initialTokenRefreshState, isTokenRefreshDue, recordTokenRefresh } from './refresh';

describe(isTokenRefreshDue, () => {
  it('is due exactly 10 minutes after login, not 1 ms before', () => {
    const state = initialTokenRefreshState(1000);
    expect(isTokenRefreshDue(state, 1000 + TOKEN_REFRESH_INTERVAL_MS - 1)).toBe(false);
    expect(isTokenRefreshDue(state, 1000 + TOKEN_REFRESH_INTERVAL_MS)).toBe(true);
  });

  it('allows only one refresh (spec §9)', () => {
    const after = recordTokenRefresh(initialTokenRefreshState(0), TOKEN_REFRESH_INTERVAL_MS);
    expect(after).toEqual({ lastRefreshAt: TOKEN_REFRESH_INTERVAL_MS, refreshes: 1 });
    expect(isTokenRefreshDue(after, TOKEN_REFRESH_INTERVAL_MS * 10)).toBe(false);
  });
});
