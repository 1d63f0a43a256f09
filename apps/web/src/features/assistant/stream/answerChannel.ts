import {
  streamAssistantQuestion,
  type ApiClient,
  type AssistantQuestionBody,
  type AssistantStreamResult,
} from '@aita/api';
import { eventChannel, END, type EventChannel } from 'redux-saga';

/** What the answer channel emits: deltas joined per animation frame, then one end. */
export type AnswerEvent =
  | { kind: 'networking'; networkNumber: number; logId: string }
  | { kind: 'chunk'; answer: string; reasoning: string; logId?: string }
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
  body: AssistantQuestionBody,
  frame: FrameScheduler = defaultFrame,
): EventChannel<AnswerEvent> {
  return eventChannel<AnswerEvent>((emit) => {
    let answer = '';
    let reasoning = '';
    let logId: string | undefined;
    let scheduled = false;
    let open = true;
    const flush = () => {
      scheduled = false;
      if (!open || (answer === '' && reasoning === '')) return;
      const chunk: AnswerEvent = { kind: 'chunk', answer, reasoning, logId };
      answer = '';
      reasoning = '';
      emit(chunk);
    };
    const stream = streamAssistantQuestion(client, body, {
      onNetworking: (event) => {
        flush();
        emit({ kind: 'networking', ...event });
      },
      onReply: (event) => {
        answer += event.answerContent;
        reasoning += event.reasoningContent ?? '';
        if (event.logId) logId = event.logId;
        if (!scheduled) {
          scheduled = true;
          frame(flush);
        }
      },
    });
    stream.done.then(
      (result) => {
        if (!open) return;
        flush();
        emit({ kind: 'end', result });
        emit(END);
      },
      (error: unknown) => {
        if (!open) return;
        emit({ kind: 'failed', error });
        emit(END);
      },
    );
    return () => {
      open = false;
      stream.close();
    };
  });
}
