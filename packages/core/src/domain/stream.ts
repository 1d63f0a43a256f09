/**
 * §3 "Streamed AI reply event" as whole messages: the event name and its data. The data shapes
 * are the SSE decoder's (`sse/`), so producer (server) and consumer (web) share one definition.
 */
import type { AiNetworkingEvent, AiReplyEvent } from '../sse/decoder';

/** The event names of the streaming contract (ARCHITECTURE.md "Streaming contract"). */
export const AI_STREAM_EVENTS = {
  keepAlive: 'keep-alive',
  networking: 'ai-networking',
  reply: 'ai-reply',
} as const;

/** The event of the streamed knowledge ask that carries the passages, before any answer delta. */
export const KNOWLEDGE_HITS_EVENT = 'knowledge-hits';

/** One event-stream message of `POST /v2/aiassistant/question`, discriminated by `event`. */
export type AiStreamMessage =
  | { event: typeof AI_STREAM_EVENTS.keepAlive; data: Record<string, never> }
  | { event: typeof AI_STREAM_EVENTS.networking; data: AiNetworkingEvent }
  | { event: typeof AI_STREAM_EVENTS.reply; data: AiReplyEvent };
