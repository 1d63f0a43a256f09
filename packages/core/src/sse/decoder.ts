import type { SseParseError } from './errors';
import { createSseParser, type SseEvent, type SseParser } from './parser';

/** An `ai-reply` event (spec §3 "Streamed AI reply event"): `answerContent` is a delta, not the text so far. */
export interface AiReplyEvent {
  /** 1 generating, 3 complete, 4 unable, 5 violation (§4); see `status.ts`. */
  status: number;
  /** The next piece of the answer (`''` when the server sent none). */
  answerContent: string;
  /** The next piece of the deep-think reasoning, when the server sent one. */
  reasoningContent?: string;
  /** The id under which the exchange is stored. */
  logId?: string;
  /**
   * The conversation the exchange belongs to, on the final event (status 3, 4 or 5) only, so a
   * client that started a new conversation learns its id without asking (docs/streaming.md).
   */
  conversationId?: string;
}

/** An `ai-networking` event (§3, §7): web search ran and found `networkNumber` results. */
export interface AiNetworkingEvent {
  networkNumber: number;
  logId: string;
}

/** What a data payload of a known event got wrong. */
export type AiStreamDecodeErrorType = 'invalid-json' | 'invalid-payload';

/** A known event whose `data` is not the JSON the streaming contract promises (§8: to the caller's handler). */
export class AiStreamDecodeError extends Error {
  override readonly name = 'AiStreamDecodeError';
  readonly type: AiStreamDecodeErrorType;
  /** The SSE event that could not be decoded. */
  readonly event: SseEvent;

  constructor(type: AiStreamDecodeErrorType, event: SseEvent, message: string) {
    super(message);
    this.type = type;
    this.event = event;
  }
}

/** Callbacks of {@link createAiStreamDecoder}. */
export interface AiStreamDecoderCallbacks {
  onKeepAlive?: () => void;
  onNetworking?: (event: AiNetworkingEvent) => void;
  onReply: (event: AiReplyEvent) => void;
  /** Bad JSON, a payload of the wrong shape, or an ignored SSE line (§8: parse errors go here). */
  onError: (error: AiStreamDecodeError | SseParseError) => void;
}

/** The handle of {@link createAiStreamDecoder}. */
export interface AiStreamDecoder {
  /**
   * Feed the next text of the response body, decoded by a streaming `new TextDecoder()`: that
   * decoder strips the leading BOM, and only it does (see `createSseParser`).
   */
  feed(chunk: string): void;
  /** Drop any unfinished event and its `id` (a new stream). */
  reset(): void;
  /** Decode one already-parsed SSE event (for callers that run their own parser). */
  handle(event: SseEvent): void;
}

/**
 * Turns the event stream of `POST /v2/aiassistant/question` (spec §7 "Streaming", ARCHITECTURE
 * "Streaming contract") into domain events: `keep-alive`, `ai-networking` and `ai-reply`, whose
 * data is JSON. Other event names are ignored, so the server may add events later.
 */
export function createAiStreamDecoder(callbacks: AiStreamDecoderCallbacks): AiStreamDecoder {
  const { onKeepAlive, onNetworking, onReply, onError } = callbacks;

  function parse(event: SseEvent): Record<string, unknown> | undefined {
    let value: unknown;
    try {
      value = JSON.parse(event.data);
    } catch (_error) {
      onError(
        new AiStreamDecodeError('invalid-json', event, `Invalid JSON in "${event.event}" event`),
      );
      return undefined;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      onError(
        new AiStreamDecodeError('invalid-payload', event, `"${event.event}" data is not an object`),
      );
      return undefined;
    }
    return value as Record<string, unknown>;
  }

  function handle(event: SseEvent): void {
    switch (event.event) {
      case 'keep-alive':
        onKeepAlive?.();
        return;
      case 'ai-networking': {
        const o = parse(event);
        if (!o) return;
        const networkNumber = toInteger(o.networkNumber);
        if (networkNumber === undefined) {
          onError(
            new AiStreamDecodeError('invalid-payload', event, 'networkNumber is not a number'),
          );
          return;
        }
        onNetworking?.({ networkNumber, logId: typeof o.logId === 'string' ? o.logId : '' });
        return;
      }
      case 'ai-reply': {
        const o = parse(event);
        if (!o) return;
        const status = toInteger(o.status);
        if (status === undefined) {
          onError(new AiStreamDecodeError('invalid-payload', event, 'status is not a number'));
          return;
        }
        const reply: AiReplyEvent = {
          status,
          answerContent: typeof o.answerContent === 'string' ? o.answerContent : '',
        };
        if (typeof o.reasoningContent === 'string') reply.reasoningContent = o.reasoningContent;
        if (typeof o.logId === 'string') reply.logId = o.logId;
        if (typeof o.conversationId === 'string') reply.conversationId = o.conversationId;
        onReply(reply);
        return;
      }
      default:
    }
  }

  const parser: SseParser = createSseParser({ onEvent: handle, onError });
  return { feed: (chunk) => parser.feed(chunk), reset: () => parser.reset(), handle };
}

/** Numbers, and numeric strings such as `"3"`, as integers; anything else is undefined. */
function toInteger(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}
