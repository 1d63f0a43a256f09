/**
 * Answers being generated in this process, by logId (docs/assistant.md "Resuming an answer"):
 * what was produced so far and who listens, so a client that reloaded or lost its connection
 * re-attaches with `/v2/aiassistant/question/resume`, and 停止 (`/stop`) reaches the answer
 * after its first client left.
 */
import { AI_STREAM_EVENTS, isFinalAiStatus } from '@aita/core';

/** One event as the question stream writes it. */
export interface LiveEvent {
  event: string;
  data: { status?: number; answerContent?: string; reasoningContent?: string } & Record<
    string,
    unknown
  >;
}

/** An answer in progress. */
export interface LiveAnswer {
  userId: number;
  conversationId: string;
  answer: string;
  reasoning: string;
  /** From `ai-networking`, once web search ran. */
  networkNumber: number | undefined;
  controller: AbortController;
}

/** The handle of {@link createLiveAnswers}. */
export interface LiveAnswers {
  begin(logId: string, entry: Omit<LiveAnswer, 'answer' | 'reasoning' | 'networkNumber'>): void;
  /** Records an event of the answer and hands it to its listeners. */
  publish(logId: string, event: LiveEvent): void;
  /** The answer is over (stored): listeners that got no final event are told it ended. */
  end(logId: string, fallback: LiveEvent): void;
  get(logId: string): Readonly<LiveAnswer> | undefined;
  /** Listens to the answer's next events; returns the unsubscribe. */
  listen(logId: string, listener: (event: LiveEvent) => void): () => void;
}

/** An in-process registry (another instance's answers are read from the database instead). */
export function createLiveAnswers(): LiveAnswers {
  const answers = new Map<string, LiveAnswer & { listeners: Set<(e: LiveEvent) => void> }>();
  return {
    begin(logId, entry) {
      answers.set(logId, {
        ...entry,
        answer: '',
        reasoning: '',
        networkNumber: undefined,
        listeners: new Set(),
      });
    },
    publish(logId, event) {
      const live = answers.get(logId);
      if (!live) return;
      if (event.event === AI_STREAM_EVENTS.networking) {
        const n = event.data.networkNumber;
        if (typeof n === 'number') live.networkNumber = n;
      } else if (
        event.event === AI_STREAM_EVENTS.reply &&
        !isFinalAiStatus(event.data.status ?? 0)
      ) {
        live.answer += event.data.answerContent ?? '';
        live.reasoning += event.data.reasoningContent ?? '';
      }
      for (const listener of live.listeners) listener(event);
      if (isFinalAiStatus(event.data.status ?? 0)) {
        live.listeners.clear();
        answers.delete(logId);
      }
    },
    end(logId, fallback) {
      const live = answers.get(logId);
      if (!live) return;
      answers.delete(logId);
      for (const listener of live.listeners) listener(fallback);
    },
    get(logId) {
      return answers.get(logId);
    },
    listen(logId, listener) {
      const live = answers.get(logId);
      if (!live) return () => undefined;
      live.listeners.add(listener);
      return () => live.listeners.delete(listener);
    },
  };
}
