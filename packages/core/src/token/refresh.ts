import { TOKEN_MAX_REFRESHES, TOKEN_REFRESH_INTERVAL_MS } from '../constants';

/** What the refresh rule needs to remember between checks. */
export interface TokenRefreshState {
  /** Epoch ms of the login or of the last refresh. */
  lastRefreshAt: number;
  /** Refreshes done since login. */
  refreshes: number;
}

/** The state right after a login at `now`: no refresh done yet. */
export function initialTokenRefreshState(now: number): TokenRefreshState {
  return { lastRefreshAt: now, refreshes: 0 };
}

/**
 * Spec §9: "a 10-minute refresh interval is defined; only one token refresh is allowed".
 * True when at least 10 minutes have passed since the login (or last refresh) and fewer than
 * one refresh has been done.
 */
export function isTokenRefreshDue(state: TokenRefreshState, now: number): boolean {
  return (
    state.refreshes < TOKEN_MAX_REFRESHES && now - state.lastRefreshAt >= TOKEN_REFRESH_INTERVAL_MS
  );
}

/** The state after a refresh at `now`. Pure: returns a new object. */
export function recordTokenRefresh(state: TokenRefreshState, now: number): TokenRefreshState {
  return { lastRefreshAt: now, refreshes: state.refreshes + 1 };
}
