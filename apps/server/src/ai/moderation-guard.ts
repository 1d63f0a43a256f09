/**
 * The sensitive-word filter applied to the provider family's text (ARCHITECTURE.md "AI
 * capabilities": moderation applies to every capability's text), as the chat path applies it to
 * the question and the answer: text going out is checked before the upstream is called, text
 * coming back before the caller sees it. A hit is an {@link UpstreamError} of kind `refused`
 * carrying the words for the log; the teacher sees only 内容未通过安全审核.
 */
import type { ModerationResult } from '../moderation/sensitive-words';
import { UpstreamError, type AiCapability } from './upstream-error';

/** What a provider needs of the filter (`SensitiveWordFilter` has it). */
export interface TextModeration {
  check(text: string): ModerationResult;
}

/** Throws `refused` when `moderation` hits `text`; no filter, no check. */
export function guardText(
  moderation: TextModeration | undefined,
  text: string,
  capability: AiCapability,
  stage: 'input' | 'output',
): void {
  if (!moderation || text === '') return;
  const result = moderation.check(text);
  if (!result.hit) return;
  throw new UpstreamError(
    'refused',
    `The sensitive-word filter hit the ${stage === 'input' ? 'text sent' : 'text returned'}`,
    { capability, words: result.words, stage },
  );
}
