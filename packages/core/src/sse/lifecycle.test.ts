import { describe, expect, it } from 'vitest';
import { MSG_AI_UNABLE, MSG_AI_VIOLATION, MSG_STREAM_CLOSED_MANUALLY } from '../messages';
import { createStreamLifecycle } from './lifecycle';
import {
  AI_STATUS_COMPLETE,
  AI_STATUS_GENERATING,
  AI_STATUS_UNABLE,
  AI_STATUS_VIOLATION,
  isFinalAiStatus,
  messageForAiStatus,
} from './status';

describe(createStreamLifecycle, () => {
  it('accumulates deltas and completes on status 3 with answer content', () => {
    const life = createStreamLifecycle();
    expect(life.state).toBe('active');
    life.reply({
      status: AI_STATUS_GENERATING,
      answerContent: '你',
      reasoningContent: '想',
      logId: 'L',
    });
    life.reply({ status: AI_STATUS_GENERATING, answerContent: '好' });
    expect(life.isReplyComplete).toBe(false);
    expect(life.conversationId).toBeUndefined();
    expect(life.reply({ status: AI_STATUS_COMPLETE, answerContent: '', conversationId: 'C' })).toBe(
      'completed',
    );
    expect(life.conversationId).toBe('C');
    expect(life.answer).toBe('你好');
    expect(life.reasoning).toBe('想');
    expect(life.logId).toBe('L');
    expect(life.finalStatus).toBe(3);
    expect(life.isReplyComplete).toBe(true);
    expect(life.statusMessage).toBeUndefined();
  });

  it('is not a complete reply when status 3 comes without answer content', () => {
    const life = createStreamLifecycle();
    life.reply({ status: AI_STATUS_COMPLETE, answerContent: '' });
    expect(life.state).toBe('completed');
    expect(life.isReplyComplete).toBe(false);
  });

  it('ends on 4 and 5 with the spec messages', () => {
    const unable = createStreamLifecycle();
    unable.reply({ status: AI_STATUS_UNABLE, answerContent: '' });
    expect([unable.state, unable.statusMessage, unable.isReplyComplete]).toEqual([
      'completed',
      MSG_AI_UNABLE,
      false,
    ]);
    const violation = createStreamLifecycle();
    violation.reply({ status: AI_STATUS_VIOLATION, answerContent: '' });
    expect(violation.statusMessage).toBe(MSG_AI_VIOLATION);
  });

  it('close() is idempotent and reports 连接已手动关闭 once', () => {
    const reported: string[] = [];
    const life = createStreamLifecycle({ onClosed: (m) => reported.push(m) });
    life.reply({ status: 1, answerContent: '半' });
    expect(life.close()).toBe(true);
    expect(life.close()).toBe(false);
    expect(life.close()).toBe(false);
    expect(reported).toEqual([MSG_STREAM_CLOSED_MANUALLY]);
    expect(life.state).toBe('closed');
    // Late events are ignored.
    expect(life.reply({ status: 3, answerContent: '迟' })).toBe('closed');
    expect(life.answer).toBe('半');
    expect(life.fail(new Error('late'))).toBe(false);
    expect(life.state).toBe('closed');
  });

  it('does not report a close after the stream completed or errored', () => {
    const reported: string[] = [];
    const done = createStreamLifecycle({ onClosed: (m) => reported.push(m) });
    done.reply({ status: 3, answerContent: '好' });
    expect(done.close()).toBe(false);
    const failed = createStreamLifecycle({ onClosed: (m) => reported.push(m) });
    const error = new Error('cut');
    expect(failed.fail(error)).toBe(true);
    expect(failed.fail(new Error('again'))).toBe(false);
    expect([failed.state, failed.error]).toEqual(['errored', error]);
    expect(failed.close()).toBe(false);
    expect(reported).toEqual([]);
  });
});

describe(isFinalAiStatus, () => {
  it('is true for 3, 4 and 5 only', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(isFinalAiStatus)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe(messageForAiStatus, () => {
  it('maps 4 and 5 to the §8 texts', () => {
    expect([1, 3, 4, 5].map(messageForAiStatus)).toEqual([
      undefined,
      undefined,
      MSG_AI_UNABLE,
      MSG_AI_VIOLATION,
    ]);
  });
});
