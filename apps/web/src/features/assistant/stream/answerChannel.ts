import {
  streamAssistantQuestion,
  type ApiClient,
  type AssistantQuestionBody,
  type AssistantStream,
  type AssistantStreamCallbacks,
  type AssistantStreamResult,
} from '@aita/api';
import { eventChannel, END, type EventChannel } from 'redux-saga';

/** What the answer channel emits: deltas joined per animation frame, then one end. */
export type AnswerEvent =
  | { kind: 'networking'; networkNumber: number; logId: string }
  | { kind: 'chunk'; answer: string; reasoning: string; logId?: string; conversationId?: string }
  | { kind: 'end'; result: AssistantStreamResult }
  | { kind: 'failed'; error: unknown };

/** Schedules `flush` for the next frame; `requestAnimationFrame` in browsers. */
export type FrameScheduler = (flush: () => void) => void;

/** The browser's animation frame, or a 16 ms timer where there is none (tests, Node). */
export const defaultFrame: FrameScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};

/**
 * An `eventChannel` over one streamed answer (CONVENTIONS "Streams use eventChannel"). Deltas
 * are joined and emitted once per frame, so the store (and the message being written) updates
 * at most once per frame however fast the server streams; networking and the end flush first.
 * Closing the channel (`chan.close()` when the saga is cancelled) closes the stream: the POST is
 * aborted and never re-sent.
 */
export function createAnswerChannel(
  client: ApiClient,
  body: AssistantQuestionBody | { logId: string },
  frame: FrameScheduler = defaultFrame,
  /** Opens the stream (default the question; the resume call for a reopened answer). */
  open: (client: ApiClient, callbacks: AssistantStreamCallbacks) => AssistantStream = (
    c,
    callbacks,
  ) => streamAssistantQuestion(c, body, callbacks),
): EventChannel<AnswerEvent> {
  return eventChannel<AnswerEvent>((emit) => {
    let answer = '';
    let reasoning = '';
    let logId: string | undefined;
    let conversationId: string | undefined;
    // The resumable stream's first, empty reply names the answer: passed on once.
    let named = false;
    let scheduled = false;
    let isOpen = true;
    const flush = () => {
      scheduled = false;
      const naming = !named && logId !== undefined;
      if (!isOpen || (answer === '' && reasoning === '' && !naming)) return;
      named ||= naming;
      const chunk: AnswerEvent = { kind: 'chunk', answer, reasoning, logId, conversationId };
      answer = '';
      reasoning = '';
      emit(chunk);
    };
    const stream = open(client, {
      onNetworking: (event) => {
        flush();
        emit({ kind: 'networking', ...event });
      },
      onReply: (event) => {
        answer += event.answerContent;
        reasoning += event.reasoningContent ?? '';
        if (event.logId) logId = event.logId;
        if (event.conversationId) conversationId = event.conversationId;
        if (!scheduled) {
          scheduled = true;
          frame(flush);
        }
      },
    });
    stream.done.then(
      (result) => {
        if (!isOpen) return;
        flush();
        emit({ kind: 'end', result });
        emit(END);
      },
      (error: unknown) => {
        if (!isOpen) return;
        emit({ kind: 'failed', error });
        emit(END);
      },
    );
    return () => {
      isOpen = false;
      stream.close();
    };
  });
}
