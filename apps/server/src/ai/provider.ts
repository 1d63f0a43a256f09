/**
 * The model behind the AI assistant (spec §1 "AI assistant chat", "deep-think mode";
 * ARCHITECTURE.md "Embedded defaults": offline knowledge mode or any OpenAI-compatible endpoint).
 */
import type { WebSearchResult } from '@aita/core';
import { isUpstreamError, UpstreamError, type UpstreamErrorType } from './upstream-error';

/** One chat turn sent to the model. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What the assistant asks a model for. */
export interface ModelStreamRequest {
  /** System prompt(s), the history, and the question last. */
  messages: ChatMessage[];
  /** Deep think on (§7 sends 1): use the reasoning model and stream its reasoning. */
  deepThink: boolean;
  /** Aborting it stops the upstream request promptly; the stream then fails with 'aborted'. */
  signal: AbortSignal;
  /**
   * The web search results already numbered into the prompt (`[1]` is the first). Prompting
   * providers ignore this; the offline knowledge mode answers from them and cites their numbers.
   */
  sources?: readonly WebSearchResult[];
  /**
   * `json_object` asks for JSON mode (`response_format`), as structured output does; the
   * OpenAI-compatible provider sends it, the offline mode ignores it.
   */
  responseFormat?: 'json_object';
}

/** A piece of the reply: deltas, never the text so far. */
export interface ModelDelta {
  /** The next piece of the answer. */
  answer?: string;
  /** The next piece of the deep-think reasoning. */
  reasoning?: string;
  /**
   * The upstream finish reason when it sent one (`stop`, `length`, `content_filter`); a
   * `content_filter` finish means the provider's own moderation stopped the answer.
   */
  finishReason?: string;
}

/**
 * A chat model that streams. Implementations: the OpenAI-compatible HTTP provider and the offline
 * knowledge mode. The stream ends normally when the answer is complete; every failure is a
 * {@link ProviderError}.
 */
export interface ModelProvider {
  /** For logs and docs, e.g. `openai-compatible` or `offline-knowledge`. */
  readonly name: string;
  /** True for the offline knowledge mode (the UI says no model is configured). */
  readonly offline?: boolean;
  stream(request: ModelStreamRequest): AsyncIterable<ModelDelta>;
}

/**
 * The chat provider's failure type is the family's one {@link UpstreamError} (upstream-error.ts):
 * the chat stream uses the kinds `http` (see `status`), `timeout` (no byte for the idle timeout),
 * `aborted`, `network` and `protocol` (bad JSON, an error event, an end without `[DONE]`). The
 * names stay so the chat code reads as before.
 */
export { UpstreamError as ProviderError, isUpstreamError as isProviderError };
export type { UpstreamErrorType as ProviderErrorType };
