import type { Action } from '@reduxjs/toolkit';
import type { ActionPattern } from 'redux-saga/effects';
import { call, delay, race, take } from 'typed-redux-saga';

/** How a long flow ended: its result, a cancelling action, its time limit, or a thrown error. */
export type LongFlowOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'cancelled'; by: Action }
  | { kind: 'timeout' }
  | { kind: 'error'; error: unknown };

/** Options of {@link runLongFlow}. */
export interface LongFlowOptions {
  /** Actions that stop the flow (closing its dialog, logging out, starting over). */
  cancelOn: ActionPattern;
  /** The flow's time limit. */
  timeoutMs: number;
}

/**
 * The long-flow pattern of CONVENTIONS.md ("Long flows (upload, polling, streaming) share one
 * helper with trigger, cancel, progress and error and a `race` with a timeout"): the watcher's
 * `takeLatest` is the trigger, `work` reports progress by putting actions, and this races it
 * against `cancelOn` and `timeoutMs`. The losing branches are cancelled by redux-saga, so
 * `work`'s `finally` blocks run (abort HTTP calls there). Never throws: an error of `work` is
 * returned as `{ kind: 'error' }` for the caller to turn into a message.
 */
export function* runLongFlow<T>(
  work: () => Generator<unknown, T, unknown>,
  options: LongFlowOptions,
): Generator<unknown, LongFlowOutcome<T>, unknown> {
  try {
    const result = yield* race({
      done: call(work),
      cancel: take(options.cancelOn),
      timeout: delay(options.timeoutMs),
    });
    if (result.cancel) return { kind: 'cancelled', by: result.cancel };
    if (result.timeout) return { kind: 'timeout' };
    return { kind: 'done', value: result.done as T };
  } catch (error) {
    return { kind: 'error', error };
  }
}
