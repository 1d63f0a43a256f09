import { Code, type Envelope } from '@aita/core';
import { MSG_OK } from './messages';

/** The success envelope: `{ code: 200, msg: 'ok', data }`. */
export function ok<T>(data: T): Envelope<T> {
  return { code: Code.OK, msg: MSG_OK, data };
}

/** A failure envelope with `data: null`. */
export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
