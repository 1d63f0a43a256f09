/**
 * Editing a paper's copy of a question in place (docs/examPaper.md "Editing a question"): the
 * text is cleaned the same way wherever it comes from, then held to the bank's own rules
 * (`questionProblems`), so a paper never prints a question the bank would refuse.
 */
import { questionProblems, type QuestionProblem } from '../questionBank/rules';
import type { Question, QuestionType } from '../questionBank/types';

/** Longest stem, analysis or option a paper item may carry (characters). */
export const PAPER_ITEM_TEXT_MAX_LENGTH = 5000;

/** What an edit replaces: the paper's snapshot only, never the bank's question. */
export interface PaperItemText {
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
}

/**
 * Text as stored: CRLF/CR → LF, control characters other than tab and newline dropped (they
 * break Word's XML and PostgreSQL's text), zero-width and bidi overrides removed (they hide
 * text), trailing spaces of lines and blank edges trimmed. Markdown and `$…$` stay as typed:
 * the renderers escape HTML.
 */
export function cleanItemText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
      .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
      .replace(/[ \t]+$/gm, '')
      .trim()
  );
}

/** The cleaned text of an edit; a choice question's answer letters upper-cased and sorted. */
export function cleanItemEdit(type: QuestionType, edit: PaperItemText): PaperItemText {
  const choice = type === 'single' || type === 'multiple';
  const answer = edit.answer.map(cleanItemText);
  return {
    stem: cleanItemText(edit.stem),
    options: edit.options.map(cleanItemText),
    answer: choice ? answer.map((a) => a.toUpperCase()).sort() : answer,
    analysis: cleanItemText(edit.analysis),
  };
}

/** The bank's problems with an edited item (its type, difficulty and points are the paper's). */
export function paperItemProblems(type: QuestionType, edit: PaperItemText): QuestionProblem[] {
  const question: Question = {
    type,
    difficulty: 3,
    knowledgePointIds: ['kept'],
    period: 0,
    subject: 0,
    grade: 0,
    source: '',
    year: 0,
    ...edit,
  };
  return questionProblems(question);
}
