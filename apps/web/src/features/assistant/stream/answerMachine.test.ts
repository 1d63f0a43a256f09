import { AI_STATUS_COMPLETE, AI_STATUS_UNABLE, AI_STATUS_VIOLATION } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { nextAnswerPhase } from './answerMachine';

describe(nextAnswerPhase, () => {
  it('ends a streaming answer as done (3), failed (4), rejected (5), stopped or failed', () => {
    const completed = (status: number) => ({ type: 'completed' as const, status });
    expect(nextAnswerPhase('streaming', completed(AI_STATUS_COMPLETE))).toBe('done');
    expect(nextAnswerPhase('streaming', completed(AI_STATUS_UNABLE))).toBe('failed');
    expect(nextAnswerPhase('streaming', completed(AI_STATUS_VIOLATION))).toBe('rejected');
    expect(nextAnswerPhase('streaming', { type: 'stopped' })).toBe('stopped');
    expect(nextAnswerPhase('streaming', { type: 'failed' })).toBe('failed');
  });

  it('never moves an answer out of a final phase', () => {
    expect(nextAnswerPhase('stopped', { type: 'failed' })).toBe('stopped');
    expect(nextAnswerPhase('done', { type: 'stopped' })).toBe('done');
    expect(nextAnswerPhase('rejected', { type: 'completed', status: AI_STATUS_COMPLETE })).toBe(
      'rejected',
    );
  });
});
