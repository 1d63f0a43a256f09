import { SCHOOL_CLASS_MAX_LENGTH } from '../constants';
import { ValidationError } from './errors';

/** Length in characters as a teacher counts them (code points: 一 is 1, an emoji is 1). */
export function charLength(text: string): number {
  return [...text].length;
}

/** §5/§9: cuts school or class input to at most 40 characters (for an input's onChange). */
export function clampSchoolClass(text: string): string {
  const chars = [...text];
  return chars.length > SCHOOL_CLASS_MAX_LENGTH
    ? chars.slice(0, SCHOOL_CLASS_MAX_LENGTH).join('')
    : text;
}

/**
 * §5: "School and class inputs in the download dialog: at most 40 characters." The message
 * is a Chinese sentence naming the field (the spec has none; see docs/core.md).
 */
export function validateSchoolClass(text: string, field: '学校' | '班级'): ValidationError | null {
  return charLength(text.trim()) > SCHOOL_CLASS_MAX_LENGTH
    ? new ValidationError('too-long', `${field}名称不能超过${SCHOOL_CLASS_MAX_LENGTH}个字`)
    : null;
}

/**
 * §5: "The school is saved only when non-empty and changed." Compares trimmed text, so adding
 * spaces is not a change.
 */
export function shouldSaveSchool(entered: string, current: string | null | undefined): boolean {
  const next = entered.trim();
  return next !== '' && next !== (current ?? '').trim();
}
