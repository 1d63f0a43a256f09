import {
  AI_STATUS_COMPLETE,
  AI_STATUS_GENERATING,
  AI_STATUS_UNABLE,
  AI_STATUS_VIOLATION,
  AI_STREAM_EVENTS,
  type AiNetworkingEvent,
  chinaDate,
  type AiReplyEvent,
  type WebSearchResult,
} from '@aita/core';
import type { SensitiveWordFilter } from '../moderation/sensitive-words';
import { buildSearchContext, citedNumbers } from '../search/context';
import type { WebSearchProvider } from '../search/web-search';
import { ProviderError, type ChatMessage, type ModelDelta, type ModelProvider } from './provider';

/** The events the pipeline produces (the route adds `keep-alive` on its own timer). */

/** The abort reason of an answer stopped because the server shuts down (its log says so). */
export class ShutdownSignal extends Error {
  constructor() {
    super('The server is shutting down');
    this.name = 'ShutdownSignal';
  }
}

export type AssistantStreamEvent =
  | { event: typeof AI_STREAM_EVENTS.networking; data: AiNetworkingEvent }
  | { event: typeof AI_STREAM_EVENTS.reply; data: AiReplyEvent };

/** The final statuses of §4. */
export type FinalAiStatus =
  typeof AI_STATUS_COMPLETE | typeof AI_STATUS_UNABLE | typeof AI_STATUS_VIOLATION;

/** Input of {@link runAssistantAnswer}. */
export interface AssistantAnswerInput {
  provider: ModelProvider;
  /** Used when `network` is on; without it network search is skipped. */
  search?: WebSearchProvider;
  moderation: SensitiveWordFilter;
  question: string;
  /** Earlier turns of the conversation, oldest first (the last `maxHistory` are sent). */
  history?: readonly ChatMessage[];
  /** §7 deep think (1). */
  deepThink: boolean;
  /** §7 network search (2). */
  network: boolean;
  /**
   * The answer's one controller. The caller aborts it to stop everything (the client went away,
   * 停止, or the server shuts down with a {@link ShutdownSignal} reason); the pipeline aborts it
   * too, when its time is up or it stops early (a moderation hit, the client gone), so that the
   * upstream closes. One per answer, not one each for the caller and the pipeline.
   */
  controller: AbortController;
  /** Id of the stored exchange, sent in every event. */
  logId: string;
  /** Id of the conversation the exchange belongs to, sent in the final event. */
  conversationId?: string;
  /**
   * Receives each event in order; may return a promise (the route's write with backpressure). A
   * throw is taken as the client being gone: the upstream is stopped.
   */
  onEvent: (event: AssistantStreamEvent) => void | Promise<void>;
  /** Replaces the default system prompt. */
  systemPrompt?: string;
  /** Results asked of the search (default 5). */
  searchLimit?: number;
  /** Earlier turns sent to the model (default 10). */
  maxHistory?: number;
  /** Hard cap on one answer, in ms (default 300000). */
  maxDurationMs?: number;
  /** Today's date for the prompt; injectable for tests. */
  now?: () => Date;
  /** Failures that do not end the answer (a search that failed), for the route's log. */
  onWarning?: (error: unknown) => void;
}

/** What happened, for the route to store under `logId`. */
export interface AssistantAnswerResult {
  status: FinalAiStatus;
  /** The whole answer text sent (deltas joined). */
  answer: string;
  reasoning: string;
  /** The web results given to the model, `[1]` first (`/v1/network/log/list`). */
  searchResults: WebSearchResult[];
  /** The result numbers the answer cites. */
  cited: number[];
  /** Why the answer is status 4. */
  error?: Error;
  /** Why the answer is status 5: where the filter hit and which words. */
  violation?: { stage: 'question' | 'answer' | 'provider'; words: string[] };
}

/** The default system prompt (Chinese, for a teachers' assistant; spec §1). */
export function defaultSystemPrompt(today: Date): string {
  const date = chinaDate(today);
  return `你是面向中小学教师的AI教学助手，帮助老师备课、设计教学、批改作文、命题和管理班级。请使用简体中文，回答准确、条理清晰、便于老师直接使用；不确定的内容要如实说明。数学公式用 $...$（行内）或 $$...$$（独立成行）书写。今天是 ${date}。`;
}

const DEFAULT_MAX_DURATION_MS = 300_000;

/**
 * Answers one assistant question as the domain events of the streaming contract (ARCHITECTURE.md
 * "Streaming contract"; spec §4 answer statuses): optionally one `ai-networking` when web search
 * ran, `ai-reply` status 1 deltas, and exactly one final status 3 (complete), 4 (the model failed,
 * timed out, was cut or gave no answer) or 5 (the sensitive-word filter hit the question, before
 * any model call, or the answer, which stops the upstream). It never throws and never hangs: every
 * wait is bounded by the provider's timeout, the search's timeout or `maxDurationMs`.
 */
export async function runAssistantAnswer(
  input: AssistantAnswerInput,
): Promise<AssistantAnswerResult> {
  const { logId } = input;
  const { controller } = input;
  let deadlineHit = false;
  const deadline = setTimeout(() => {
    deadlineHit = true;
    controller.abort();
  }, input.maxDurationMs ?? DEFAULT_MAX_DURATION_MS);

  let answer = '';
  let reasoning = '';
  let searchResults: WebSearchResult[] = [];
  let clientGone = false;

  const gone = (): void => {
    clientGone = true;
    controller.abort();
  };
  /** Hands an event to the caller; a throw or a rejection means the client is gone. */
  const emit = (event: AssistantStreamEvent): Promise<void> | undefined => {
    if (clientGone) return undefined;
    let written: void | Promise<void>;
    try {
      written = input.onEvent(event);
    } catch (_error) {
      gone();
      return undefined;
    }
    return written ? written.then(undefined, gone) : undefined;
  };
  const finish = async (
    status: FinalAiStatus,
    extra: Pick<AssistantAnswerResult, 'error' | 'violation'> = {},
  ): Promise<AssistantAnswerResult> => {
    clearTimeout(deadline);
    await emit({
      event: AI_STREAM_EVENTS.reply,
      data: {
        status,
        answerContent: '',
        logId,
        ...(input.conversationId ? { conversationId: input.conversationId } : {}),
      },
    });
    return {
      status,
      answer,
      reasoning,
      searchResults,
      cited: citedNumbers(answer, searchResults.length),
      ...extra,
    };
  };
  const stopped = (): Error =>
    deadlineHit
      ? new ProviderError('timeout', 'The answer took longer than the allowed time')
      : new ProviderError(
          'aborted',
          // The caller may say why it stopped (the server shutting down); else the client left.
          controller.signal.reason instanceof ShutdownSignal
            ? 'The server is shutting down'
            : 'The client went away',
        );

  try {
    const question = input.question.trim();
    if (question === '') {
      return await finish(AI_STATUS_UNABLE, { error: new Error('Empty question') });
    }
    const asked = input.moderation.check(question);
    if (asked.hit) {
      return await finish(AI_STATUS_VIOLATION, {
        violation: { stage: 'question', words: asked.words },
      });
    }

    if (input.network && input.search) {
      try {
        searchResults = await input.search.search(question, {
          signal: controller.signal,
          limit: input.searchLimit ?? 5,
        });
        await emit({
          event: AI_STREAM_EVENTS.networking,
          data: { networkNumber: searchResults.length, logId },
        });
      } catch (error) {
        if (controller.signal.aborted) return await finish(AI_STATUS_UNABLE, { error: stopped() });
        // An answer without web results is better than none.
        input.onWarning?.(error);
        searchResults = [];
      }
    }
    if (controller.signal.aborted) return await finish(AI_STATUS_UNABLE, { error: stopped() });

    const messages: ChatMessage[] = [
      {
        role: 'system',
        content: input.systemPrompt ?? defaultSystemPrompt((input.now ?? (() => new Date()))()),
      },
    ];
    if (searchResults.length > 0) {
      messages.push({ role: 'system', content: buildSearchContext(searchResults) });
    }
    const history = (input.history ?? [])
      .filter((m) => m.role !== 'system' && m.content.trim() !== '')
      .slice(-(input.maxHistory ?? 10));
    messages.push(...history, { role: 'user', content: question });

    const answerScan = input.moderation.createScanner();
    // Most answers have no reasoning: its scanner is made with the first reasoning delta.
    let reasoningScan: ReturnType<typeof input.moderation.createScanner> | undefined;
    const replies = input.provider.stream({
      messages,
      deepThink: input.deepThink,
      signal: controller.signal,
      sources: searchResults,
    });
    const iterator = replies[Symbol.asyncIterator]();
    let stopEarly = false;
    try {
      for (;;) {
        let step: IteratorResult<ModelDelta>;
        try {
          step = await iterator.next();
        } catch (error) {
          if (controller.signal.aborted)
            return await finish(AI_STATUS_UNABLE, { error: stopped() });
          return await finish(AI_STATUS_UNABLE, {
            error: error instanceof Error ? error : new Error(String(error)),
          });
        }
        if (step.done) break;
        const delta = step.value;
        if (delta.finishReason === 'content_filter') {
          stopEarly = true;
          return await finish(AI_STATUS_VIOLATION, {
            violation: { stage: 'provider', words: [] },
          });
        }
        const a = delta.answer ?? '';
        const r = delta.reasoning ?? '';
        if (a === '' && r === '') continue;
        // Checked before the delta is sent, so the completing part of a word never goes out.
        // Both scanned (the words of either are reported), with no array built per delta.
        const answerHit = answerScan.push(a).length > 0;
        const reasoningHit =
          r !== '' && (reasoningScan ??= input.moderation.createScanner()).push(r).length > 0;
        if (answerHit || reasoningHit) {
          stopEarly = true;
          controller.abort();
          return await finish(AI_STATUS_VIOLATION, {
            violation: {
              stage: 'answer',
              words: [...answerScan.words, ...(reasoningScan?.words ?? [])],
            },
          });
        }
        answer += a;
        reasoning += r;
        const data: AiReplyEvent = { status: AI_STATUS_GENERATING, answerContent: a, logId };
        if (r !== '') data.reasoningContent = r;
        // No await when the caller took the delta at once (its write returned nothing to wait for).
        const emitted = emit({ event: AI_STREAM_EVENTS.reply, data });
        if (emitted) await emitted;
        if (clientGone) {
          stopEarly = true;
          return await finish(AI_STATUS_UNABLE, { error: stopped() });
        }
      }
    } finally {
      if (stopEarly) {
        controller.abort();
        // Runs the provider's cleanup (closing the upstream) now, not at garbage collection.
        void iterator.return?.().catch(() => undefined);
      }
    }
    if (answer.trim() === '') {
      return await finish(AI_STATUS_UNABLE, {
        error: new ProviderError('protocol', 'The model gave no answer'),
      });
    }
    return await finish(AI_STATUS_COMPLETE);
  } catch (error) {
    // Only a bug of ours lands here (a throwing moderation list, prompt builder…).
    return await finish(AI_STATUS_UNABLE, {
      error: error instanceof Error ? error : new Error(String(error)),
    });
  }
}
