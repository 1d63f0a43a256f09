import { AI_STATUS_UNABLE, AI_STATUS_VIOLATION } from '@aita/core';

/**
 * Where one streamed answer is (spec §4 statuses, the streaming contract's 1/3/4/5):
 * `streaming` (status 1 deltas) → `done` (3 complete) | `failed` (4 unable to answer, a stream
 * error or a send exception) | `rejected` (5 content violates platform rules) | `stopped` (停止
 * or leaving). The last four are final: nothing moves an answer out of them. Questions are
 * created `done`.
 */
export type AnswerPhase = 'streaming' | 'done' | 'failed' | 'rejected' | 'stopped';

/** What can happen to an answer while it streams. */
export type AnswerTransition =
  { type: 'completed'; status: number } | { type: 'stopped' } | { type: 'failed' };

/**
 * The answer's next phase: the one state machine of a streamed answer. Final phases stay as
 * they are, so a late event (a stop after the end, an error after a stop) changes nothing.
 */
export function nextAnswerPhase(phase: AnswerPhase, event: AnswerTransition): AnswerPhase {
  if (phase !== 'streaming') return phase;
  switch (event.type) {
    case 'completed':
      if (event.status === AI_STATUS_UNABLE) return 'failed';
      return event.status === AI_STATUS_VIOLATION ? 'rejected' : 'done';
    case 'stopped':
      return 'stopped';
    case 'failed':
      return 'failed';
  }
}
