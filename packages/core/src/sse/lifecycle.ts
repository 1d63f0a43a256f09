import { MSG_STREAM_CLOSED_MANUALLY } from '../messages';
import type { AiReplyEvent } from './decoder';
import { AI_STATUS_COMPLETE, isFinalAiStatus, messageForAiStatus } from './status';

/** §4: a stream is active until closed manually, completed or errored. */
export type StreamState = 'active' | 'closed' | 'completed' | 'errored';

/** Options of {@link createStreamLifecycle}. */
export interface StreamLifecycleOptions {
  /** Called once, with 连接已手动关闭, when an active stream is closed manually (§8). */
  onClosed?: (message: string) => void;
}

/** The handle of {@link createStreamLifecycle}. */
export interface StreamLifecycle {
  readonly state: StreamState;
  /** The answer so far: the `answerContent` deltas joined. */
  readonly answer: string;
  /** The reasoning so far: the `reasoningContent` deltas joined. */
  readonly reasoning: string;
  /** The last `logId` seen. */
  readonly logId: string | undefined;
  /** The conversation named by the final event, when the server sent it. */
  readonly conversationId: string | undefined;
  /** The final status (3, 4 or 5) once the stream completed. */
  readonly finalStatus: number | undefined;
  /** §4: the reply is complete when the stream ended with status 3 and has answer content. */
  readonly isReplyComplete: boolean;
  /** §8: the chat text for a final status 4 or 5, else undefined. */
  readonly statusMessage: string | undefined;
  /** The error that ended the stream, when it errored. */
  readonly error: unknown;
  /** Apply one `ai-reply` event; ignored once the stream is no longer active. */
  reply(event: AiReplyEvent): StreamState;
  /** Close manually: idempotent; reports 连接已手动关闭 once; true when this call closed it. */
  close(): boolean;
  /** The stream failed (network, non-OK status, cut before a final status); true when this call ended it. */
  fail(error: unknown): boolean;
}

/**
 * The state of one streamed AI answer (spec §4 "Assistant answer status" and "A stream is active
 * until closed manually, completed or errored; a manual close is idempotent"; §8 "a manual close
 * reports 连接已手动关闭"). Statuses 3, 4 and 5 complete the stream; the first end wins.
 */
export function createStreamLifecycle(options: StreamLifecycleOptions = {}): StreamLifecycle {
  let state: StreamState = 'active';
  let answer = '';
  let reasoning = '';
  let logId: string | undefined;
  let conversationId: string | undefined;
  let finalStatus: number | undefined;
  let error: unknown;

  return {
    get state() {
      return state;
    },
    get answer() {
      return answer;
    },
    get reasoning() {
      return reasoning;
    },
    get logId() {
      return logId;
    },
    get conversationId() {
      return conversationId;
    },
    get finalStatus() {
      return finalStatus;
    },
    get isReplyComplete() {
      return finalStatus === AI_STATUS_COMPLETE && answer !== '';
    },
    get statusMessage() {
      return finalStatus === undefined ? undefined : messageForAiStatus(finalStatus);
    },
    get error() {
      return error;
    },
    reply(event) {
      if (state !== 'active') return state;
      answer += event.answerContent;
      if (event.reasoningContent) reasoning += event.reasoningContent;
      if (event.logId) logId = event.logId;
      if (event.conversationId) conversationId = event.conversationId;
      if (isFinalAiStatus(event.status)) {
        finalStatus = event.status;
        state = 'completed';
      }
      return state;
    },
    close() {
      if (state !== 'active') return false;
      state = 'closed';
      options.onClosed?.(MSG_STREAM_CLOSED_MANUALLY);
      return true;
    },
    fail(cause) {
      if (state !== 'active') return false;
      state = 'errored';
      error = cause;
      return true;
    },
  };
}
