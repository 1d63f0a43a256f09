import { Code, type Envelope } from '@aita/core';
import { MSG_OK } from './messages';

/**
 * A business outcome other than success (ARCHITECTURE.md "HTTP contract"): answered with HTTP 200
 * and the envelope `{ code, msg, data }`, `msg` in Chinese telling the teacher what to do.
 */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

/** The success envelope: `{ code: 200, msg: 'ok', data }`. */
export function ok<T>(data: T): Envelope<T> {
  return { code: Code.OK, msg: MSG_OK, data };
}

/** A failure envelope with `data: null`. */
export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
