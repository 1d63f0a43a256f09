import { MSG_ENTER_QUESTION } from '../messages';
import { ValidationError } from './errors';

/** §5: search (and any send) needs text that is not empty or whitespace. */
export function isNonBlank(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim() !== '';
}

/** The parts of a keyboard event the Enter rule reads (a DOM `KeyboardEvent` fits). */
export interface EnterKeyLike {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  /** True while an IME composes (e.g. pinyin): Enter then confirms a candidate, not the text. */
  isComposing?: boolean;
}

/**
 * §5: "Search by Enter needs non-blank text and no Shift or Ctrl; Shift+Enter is a newline."
 * True when this key press should send/search. Enter during IME composition never sends.
 */
export function shouldSendOnEnter(event: EnterKeyLike, text: string): boolean {
  return (
    event.key === 'Enter' &&
    !event.shiftKey &&
    !event.ctrlKey &&
    !event.isComposing &&
    isNonBlank(text)
  );
}

/**
 * §5: "New-home send with empty text: warning 请输入问题". Returns the error to show, or `null`
 * when the question may be sent. Pasted images alone do not make a question.
 */
export function validateQuestion(text: string): ValidationError | null {
  return isNonBlank(text) ? null : new ValidationError('blank-text', MSG_ENTER_QUESTION);
}
