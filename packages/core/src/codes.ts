/**
 * Envelope codes (ARCHITECTURE.md "HTTP contract"; spec §7, §8).
 * Every JSON response is `{ code, msg, data }`; code 200 is success.
 */
export const Code = {
  OK: 200,
  /** Not logged in: the client clears its token (§8). */
  NOT_LOGGED_IN: 20100,
  /** Token expired or revoked: the client clears its token and reloads (§8). */
  TOKEN_EXPIRED: 20200,
  /** Login-provider credential error: the client clears its token (§8). */
  PROVIDER_CREDENTIAL: 11100,
  INVALID_PARAM: 40001,
  FORBIDDEN: 40003,
  NOT_FOUND: 40004,
  CONFLICT: 40009,
  TOO_MANY_REQUESTS: 42900,
  INTERNAL: 50000,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** The response envelope. The spec allows `message` instead of `msg` from older hosts. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Header names sent on every call (ARCHITECTURE.md "HTTP contract"). */
export const Header = {
  CLIENT_ID: 'X-Client-Id',
  DEVICE_ID: 'X-Device-Id',
  VERSION: 'X-Version',
  TOKEN: 'X-Token',
  ANONYMOUS_ID: 'X-Anonymous-Id',
} as const;
