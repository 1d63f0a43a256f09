import type { Action } from '@reduxjs/toolkit';
import type { ActionPattern } from 'redux-saga/effects';
import { call, cancelled, delay, race, take } from 'typed-redux-saga';

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

/** Options of {@link poll}. */
export interface PollOptions<T> {
  /** Time between reads (the first read waits too). */
  intervalMs: number;
  /** One read; `signal` aborts it when the poll is cancelled. */
  read: (signal: AbortSignal) => Promise<T>;
  /** Whether a read result ends the poll. */
  isDone: (value: T) => boolean;
  /** Progress: called with each read result (put an action there). */
  onProgress?: (value: T) => Generator<unknown, void, unknown>;
  /**
   * Whether a failed read is skipped (the next read tries again) rather than ending the poll by
   * throwing; by default nothing is skipped.
   */
  isTransient?: (error: unknown) => boolean;
}

/**
 * The polling part of a long flow (job status, order status): reads every `intervalMs` until
 * `isDone`, reporting each result as progress, and returns the last one. A cancelled poll (the
 * losing branch of {@link runLongFlow}'s race) aborts the read in flight. Run it as the `work`
 * of `runLongFlow`, which adds the cancelling actions and the time limit.
 */
export function* poll<T>(options: PollOptions<T>): Generator<unknown, T, unknown> {
  for (;;) {
    yield* delay(options.intervalMs);
    const controller = new AbortController();
    let value: { read: T } | null = null;
    try {
      value = { read: (yield* call(options.read, controller.signal)) as T };
    } catch (error) {
      if (!options.isTransient?.(error)) throw error;
    } finally {
      if (yield* cancelled()) controller.abort();
    }
    if (value) {
      if (options.onProgress) yield* call(options.onProgress, value.read);
      if (options.isDone(value.read)) return value.read;
    }
  }
}
