import {
  Code,
  MSG_PAPER_BAD_FORMULA,
  cleanItemEdit,
  paperItemProblems,
  type PaperItemText,
  type QuestionType,
} from '@aita/core';
import { badFormula } from '@aita/core/richtext';
import { DomainError } from '../../platform/errors';

/**
 * An in-place edit of a paper's question, cleaned and checked before it is stored: the bank's
 * rules (`paperItemProblems`) and every `$…$` typesetting in KaTeX the way the editor and the
 * print view render it (docs/rich-text.md), so the Word file never receives a formula nobody
 * could read. The first problem answers 40001 in Chinese.
 */
export function checkedItemEdit(type: QuestionType, edit: PaperItemText): PaperItemText {
  const clean = cleanItemEdit(type, edit);
  const [problem] = paperItemProblems(type, clean);
  if (problem)
    throw new DomainError(Code.INVALID_PARAM, `参数错误：${problem.field} ${problem.message}`);
  for (const text of [clean.stem, clean.analysis, ...clean.options, ...clean.answer]) {
    const bad = badFormula(text);
    if (bad !== null)
      throw new DomainError(Code.INVALID_PARAM, `${MSG_PAPER_BAD_FORMULA}${bad.slice(0, 80)}`);
  }
  return clean;
}
