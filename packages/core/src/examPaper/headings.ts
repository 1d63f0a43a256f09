import type { QuestionType } from '../questionBank/types';
import { SECTION_NAMES, SECTION_ORDER } from './types';

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/**
 * A section number as Chinese papers print it: 1 → 一, 10 → 十, 12 → 十二, 20 → 二十 (up to 99).
 */
export function chineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) return String(n);
  if (n < 10) return DIGITS[n] ?? String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : (DIGITS[tens] ?? '')}十${ones ? (DIGITS[ones] ?? '') : ''}`;
}

/**
 * The heading of a section, as Chinese papers print it:
 * `一、选择题（本大题共10小题，每小题3分，共30分）`, or, when scores differ,
 * `三、解答题（本大题共6小题，共66分）`.
 */
export function sectionHeading(index: number, type: QuestionType, scores: number[]): string {
  const total = scores.reduce((a, b) => a + b, 0);
  const same = scores.length > 0 && scores.every((s) => s === scores[0]);
  const each = same ? `每小题${scores[0]}分，` : '';
  return `${chineseNumeral(index)}、${SECTION_NAMES[type]}（本大题共${scores.length}小题，${each}共${total}分）`;
}

/** Orders question types as sections print (选择 → … → 解答); types not in a paper are left out. */
export function sectionTypes(types: Iterable<QuestionType>): QuestionType[] {
  const present = new Set(types);
  return SECTION_ORDER.filter((t) => present.has(t));
}

/** The subtitle line under a paper's title: 考试时间：120分钟 满分：120分. */
export function paperInfoLine(durationMinutes: number, totalScore: number): string {
  return `考试时间：${durationMinutes}分钟\u3000满分：${totalScore}分`;
}
