import {
  streamKnowledgeAnswer,
  type ApiClient,
  type KnowledgeStreamHandlers,
  type KnowledgeStreamHits,
} from '@aita/api';
import type { EventStream } from '@aita/api';
import { buffers, eventChannel, END, type EventChannel } from 'redux-saga';

/** What the streamed ask emits: the passages, each answer delta, then the end (or a failure). */
export type KnowledgeStreamEvent =
  | { kind: 'hits'; hits: KnowledgeStreamHits }
  | { kind: 'delta'; text: string }
  | { kind: 'end'; status: number }
  | { kind: 'failed'; error: unknown };

/**
 * An `eventChannel` over one streamed ask (CONVENTIONS "Streams use eventChannel"): the passages
 * first, then the answer's deltas as they arrive, then one end. Closing the channel (the saga
 * cancelled by a newer question or leaving the page) closes the stream; the POST is not re-sent.
 */
export function createKnowledgeChannel(
  client: ApiClient,
  question: string,
  open: (client: ApiClient, handlers: KnowledgeStreamHandlers) => EventStream = (c, handlers) =>
    streamKnowledgeAnswer(c, { question }, handlers),
): EventChannel<KnowledgeStreamEvent> {
  return eventChannel<KnowledgeStreamEvent>((emit) => {
    let ended = false;
    const stream = open(client, {
      onHits: (hits) => emit({ kind: 'hits', hits }),
      onDelta: (text) => emit({ kind: 'delta', text }),
      onEnd: (status) => {
        ended = true;
        emit({ kind: 'end', status });
      },
    });
    stream.done.then(
      () => {
        // A body cut before the final event ends the answer as unable.
        if (!ended) emit({ kind: 'end', status: 4 });
        emit(END);
      },
      (error: unknown) => {
        emit({ kind: 'failed', error });
        emit(END);
      },
    );
    return () => {
      stream.close();
    };
    // Every event is kept until the saga takes it: no delta is dropped while it is busy.
  }, buffers.expanding<KnowledgeStreamEvent>(16));
}
