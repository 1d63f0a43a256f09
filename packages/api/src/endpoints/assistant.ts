import {
  AI_STREAM_EVENTS,
  createAiStreamDecoder,
  createStreamLifecycle,
  type AiNetworkingEvent,
  type AiReplyEvent,
  type AiStreamDecodeError,
  type AssistantConfig,
  type DeepThinkFlag,
  type NetworkFlag,
  type SseParseError,
  type StreamState,
} from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';
import { ApiError } from '../errors';
import { openEventStream } from '../stream';

/** Path of the streamed question (spec §7 "Streaming"). */
export const ASSISTANT_QUESTION_PATH = '/v2/aiassistant/question';

/**
 * §3 Assistant config as `/v1/aiassistant/info {ty: 'normal'}` answers it; `isOffline` is 1 when
 * no model is configured (the UI says so; docs/assistant.md).
 */
export interface AssistantInfo extends AssistantConfig {
  isOffline?: number;
}

/**
 * `POST /v1/aiassistant/info {ty: 'normal'}` (spec §7 "Apps and favourites"): the welcome text
 * (`prologueDesc`), `isNetwork` (2 = web search offered) and the logo. Public.
 * On failure the chat shows 我们暂时没有上线相关应用，让我直接为您解答疑惑吧！ (§8).
 */
export function fetchAssistantInfo(
  client: ApiClient,
  options?: RequestOptions,
): Promise<AssistantInfo> {
  return client.post<AssistantInfo>('/v1/aiassistant/info', { ty: 'normal' }, options);
}

/** Body of `POST /v2/aiassistant/question` (spec §7 "Streaming"; docs/assistant.md). */
export interface AssistantQuestionBody {
  content: string;
  type: 'normal';
  /** 2 web search on, 0 off (§7). */
  isNetwork: NetworkFlag;
  /** 1 deep think on, 0 off (§7). */
  isDeepThink: DeepThinkFlag;
  /** Image links pasted on the new home (§4), at most 9. */
  imgUrls?: string[];
  /** The app of a new conversation (`/chat/{uri}`); absent for the assistant. */
  appId?: number;
  uri?: string;
  /** Continue the conversation of this earlier exchange. */
  logId?: string;
}

/** Callbacks of {@link streamAssistantQuestion}; all optional. */
export interface AssistantStreamCallbacks {
  /** `ai-networking`: web search ran (once). */
  onNetworking?: (event: AiNetworkingEvent) => void;
  /** Every `ai-reply`, deltas and the final one (status 3, 4 or 5). */
  onReply?: (event: AiReplyEvent) => void;
  /** §8 "parse errors go to the caller's handler": bad JSON, wrong shapes, ignored lines. */
  onParseError?: (error: AiStreamDecodeError | SseParseError) => void;
  /** Once, with 连接已手动关闭, when the stream is closed manually (§8). */
  onClosed?: (message: string) => void;
}

/** How a streamed answer ended (spec §4). */
export interface AssistantStreamResult {
  /** `completed` (a final status came), `closed` (manual close) or `errored` (cut). */
  state: Exclude<StreamState, 'active'>;
  /** 3, 4 or 5 when completed. */
  finalStatus: number | undefined;
  /** §4: completed with status 3 and some answer text. */
  isReplyComplete: boolean;
  /** §8 text for status 4 / 5, else undefined. */
  statusMessage: string | undefined;
  answer: string;
  reasoning: string;
  logId: string | undefined;
  /** The conversation, named by the final event (docs/streaming.md). */
  conversationId: string | undefined;
  /** From `ai-networking`, when web search ran. */
  networkNumber: number | undefined;
  /** Why the stream errored (an `ApiError` of kind `network` or `parse`). */
  error: unknown;
}

/** The handle of {@link streamAssistantQuestion}. */
export interface AssistantStream {
  /**
   * Resolves once the opened stream ends, however it ends. Rejects with an `ApiError` only when
   * the stream never opened: `business` (20100 not logged in, 40001, 42900 limits, 40004 — sent
   * as an envelope before any event), `http`, `network` (send failure) or `parse`.
   */
  readonly done: Promise<AssistantStreamResult>;
  /** Stops the answer (the server keeps what was produced); idempotent. */
  close(): boolean;
}

/**
 * `POST /v2/aiassistant/question` (spec §7 "Streaming", §4 statuses and stream lifecycle,
 * ARCHITECTURE.md "Streaming contract"): the generic event-stream call decoded by core's
 * `createAiStreamDecoder` into a `createStreamLifecycle`. Never re-sent on its own.
 */
export function streamAssistantQuestion(
  client: ApiClient,
  body: AssistantQuestionBody,
  callbacks: AssistantStreamCallbacks = {},
  options: { signal?: AbortSignal; path?: string } = {},
): AssistantStream {
  const lifecycle = createStreamLifecycle({ onClosed: callbacks.onClosed });
  let networkNumber: number | undefined;
  let opened = false;
  const decoder = createAiStreamDecoder({
    onNetworking: (event) => {
      if (lifecycle.state !== 'active') return;
      networkNumber = event.networkNumber;
      callbacks.onNetworking?.(event);
    },
    onReply: (event) => {
      if (lifecycle.state !== 'active') return;
      lifecycle.reply(event);
      callbacks.onReply?.(event);
    },
    onError: (error) => callbacks.onParseError?.(error),
  });
  const stream = openEventStream(client, {
    path: options.path ?? ASSISTANT_QUESTION_PATH,
    body,
    signal: options.signal,
    onOpen: () => {
      opened = true;
    },
    onEvent: (event) => {
      if (
        event.event === AI_STREAM_EVENTS.reply ||
        event.event === AI_STREAM_EVENTS.networking ||
        event.event === AI_STREAM_EVENTS.keepAlive
      ) {
        decoder.handle(event);
      }
    },
    onParseError: (error) => callbacks.onParseError?.(error),
  });

  const result = (): AssistantStreamResult => ({
    state: lifecycle.state === 'active' ? 'errored' : lifecycle.state,
    finalStatus: lifecycle.finalStatus,
    isReplyComplete: lifecycle.isReplyComplete,
    statusMessage: lifecycle.statusMessage,
    answer: lifecycle.answer,
    reasoning: lifecycle.reasoning,
    logId: lifecycle.logId,
    conversationId: lifecycle.conversationId,
    networkNumber,
    error: lifecycle.error,
  });

  const done = stream.done.then(
    (end) => {
      // The body ended (or was aborted) without a final status: the stream was cut.
      if (end === 'ended') lifecycle.fail(new ApiError({ kind: 'parse' }));
      if (end === 'closed') lifecycle.close();
      return result();
    },
    (error: unknown) => {
      if (!opened) throw error;
      lifecycle.fail(error);
      return result();
    },
  );

  return {
    done,
    close: () => {
      const closed = lifecycle.close();
      stream.close();
      return closed;
    },
  };
}
