import { MSG_AI_UNABLE, MSG_AI_VIOLATION } from '../messages';

/** §4 / ARCHITECTURE "Streaming contract": status 1, the reply is being generated (a delta). */
export const AI_STATUS_GENERATING = 1;
/** §4: status 3, the answer is complete (input re-enabled; the stream is closed). */
export const AI_STATUS_COMPLETE = 3;
/** §4: status 4, the assistant is unable to answer. */
export const AI_STATUS_UNABLE = 4;
/** §4: status 5, the content violates platform rules. */
export const AI_STATUS_VIOLATION = 5;

/** A status of an `ai-reply` event (§4); other numbers are passed through as they come. */
export type AiReplyStatus =
  | typeof AI_STATUS_GENERATING
  | typeof AI_STATUS_COMPLETE
  | typeof AI_STATUS_UNABLE
  | typeof AI_STATUS_VIOLATION;

/** True for the statuses that end a stream: 3, 4 and 5 (ARCHITECTURE "Streaming contract"). */
export const isFinalAiStatus = (status: number): boolean =>
  status === AI_STATUS_COMPLETE || status === AI_STATUS_UNABLE || status === AI_STATUS_VIOLATION;

/**
 * The chat text the spec shows for a status (§8): 4 → 抱歉，AI助手暂时无法回答您的问题，请稍后再试,
 * 5 → 您发送的内容不符合平台规范，请修改后重试; `undefined` for the others.
 */
export function messageForAiStatus(status: number): string | undefined {
  if (status === AI_STATUS_UNABLE) return MSG_AI_UNABLE;
  if (status === AI_STATUS_VIOLATION) return MSG_AI_VIOLATION;
  return undefined;
}
