/**
 * Reading questions out of a document's paragraphs (docs/questionBank.md "Import"): the layout
 * Chinese teachers type papers in — `1. 题干`, options `A. … B. …` (one per line or several on a
 * line), `答案：…` / `【答案】…`, `解析：…` / `【解析】…`, section headings `一、选择题`. The
 * server turns a `.docx` into paragraphs (formulas already `$…$`); this decides what is what.
 */
import { countBlanks } from './rules';
import { OPTION_LETTERS, OPTIONS_MAX, type QuestionType } from './types';

/** A question as read from a document, before the teacher's defaults (points, difficulty). */
export interface ImportedQuestion {
  /** Its number in the document (`3.` → 3). */
  number: number;
  type: QuestionType;
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
}

/** What a document held: the questions and what could not be read, in Chinese. */
export interface ImportResult {
  questions: ImportedQuestion[];
  warnings: string[];
}

const QUESTION_START = /^\s*(\d{1,3})\s*[.．、]\s*(.*)$/s;
const SECTION = /^\s*[一二三四五六七八九十]{1,3}\s*[、.．]\s*(.*)$/s;
const ANSWER = /^\s*(?:【答案】|〖答案〗|\[答案\]|答案\s*[:：])\s*(.*)$/s;
const ANALYSIS =
  /^\s*(?:【(?:解析|分析|详解)】|〖解析〗|\[解析\]|(?:解析|分析|详解)\s*[:：])\s*(.*)$/s;
/** An option marker: a capital letter A–H followed by `.`, `．`, `、` or `:`, at the start or after space. */
const OPTION_MARK = /(?:^|[\s\u3000])([A-H])\s*[.．、:：]\s*/g;
/** Blanks typed with three or more underscores or as an underlined run (already `____`). */
const LOOSE_BLANK = /_{3,}/g;

/** The type a section heading announces, if it names one. */
function sectionType(title: string): QuestionType | 'choice' | null {
  if (/多选|不定项/.test(title)) return 'multiple';
  if (/选择|单选/.test(title)) return 'choice';
  if (/判断/.test(title)) return 'judge';
  if (/填空/.test(title)) return 'fill';
  if (/解答|计算|应用|证明|简答|作图|综合|阅读|作文|写作/.test(title)) return 'solution';
  return null;
}

/**
 * The options of a line that starts with option `from`'s letter (`A.` for a first line, `C.` to
 * go on after A and B) and whose letters run on in order; `null` when it is not an option line
 * (so a stem that mentions `A.` mid-sentence stays text).
 */
export function splitOptions(line: string, from = 0): string[] | null {
  const marks = [...line.matchAll(OPTION_MARK)];
  const first = marks[0];
  if (!first || first[1] !== OPTION_LETTERS[from] || line.slice(0, first.index).trim() !== '')
    return null;
  const options: string[] = [];
  for (let i = 0; i < marks.length; i++) {
    const mark = marks[i];
    if (!mark || mark[1] !== OPTION_LETTERS[from + i]) break;
    const start = (mark.index ?? 0) + mark[0].length;
    const next = marks[i + 1];
    const end =
      next && next[1] === OPTION_LETTERS[from + i + 1] ? (next.index ?? line.length) : line.length;
    options.push(line.slice(start, end).trim());
    if (end === line.length) break;
  }
  return options;
}

/** An answer text read as option letters (`AC`, `A、C`, `A,C`), or null when it is not one. */
function answerLetters(text: string): string[] | null {
  const compact = text.replace(/[\s,，、;；]/g, '').toUpperCase();
  if (!/^[A-H]{1,8}$/.test(compact)) return null;
  return [...compact];
}

const JUDGE_TRUE = /^(正确|对|√|✓|T|true)$/i;
const JUDGE_FALSE = /^(错误|错|×|✗|F|false)$/i;

/** One question's lines, gathered before they are typed. */
interface Gathered {
  number: number;
  hint: QuestionType | 'choice' | null;
  stem: string[];
  options: string[];
  answer: string[];
  analysis: string[];
  part: 'stem' | 'answer' | 'analysis';
}

function finish(g: Gathered, warnings: string[]): ImportedQuestion {
  const stem = g.stem.join('\n').replace(LOOSE_BLANK, '____').trim();
  const answerText = g.answer.join('\n').trim();
  const analysis = g.analysis.join('\n').trim();
  const letters = answerLetters(answerText);
  let type: QuestionType;
  let answer: string[];
  if (g.options.length > 0) {
    type =
      g.hint === 'multiple' || (letters !== null && letters.length > 1) ? 'multiple' : 'single';
    answer = letters ?? (answerText === '' ? [] : [answerText]);
  } else if (
    g.hint === 'judge' ||
    ((JUDGE_TRUE.test(answerText) || JUDGE_FALSE.test(answerText)) && countBlanks(stem) === 0)
  ) {
    type = 'judge';
    answer = JUDGE_TRUE.test(answerText)
      ? ['正确']
      : JUDGE_FALSE.test(answerText)
        ? ['错误']
        : [answerText];
  } else if (countBlanks(stem) > 0 && g.hint !== 'solution') {
    type = 'fill';
    const parts = answerText
      .split(/[;；]|\s{2,}|\u3000/)
      .map((a) => a.trim())
      .filter((a) => a !== '');
    answer = parts.length === countBlanks(stem) ? parts : answerText === '' ? [] : [answerText];
  } else {
    type = 'solution';
    answer = answerText === '' ? [] : [answerText];
  }
  if (g.options.length > OPTIONS_MAX)
    warnings.push(`第 ${g.number} 题有 ${g.options.length} 个选项，最多 ${OPTIONS_MAX} 个`);
  if (answerText === '') warnings.push(`第 ${g.number} 题没有找到答案`);
  return { number: g.number, type, stem, options: g.options, answer, analysis };
}

/**
 * The questions of a document's paragraphs, in order. Text before the first numbered question
 * (a title, 考试说明) is skipped; a section heading types the questions under it when their own
 * shape does not (an option list is always a choice question).
 */
export function parseQuestionParagraphs(paragraphs: readonly string[]): ImportResult {
  const questions: ImportedQuestion[] = [];
  const warnings: string[] = [];
  let hint: QuestionType | 'choice' | null = null;
  let current: Gathered | null = null;
  const close = () => {
    if (current) questions.push(finish(current, warnings));
    current = null;
  };
  for (const raw of paragraphs) {
    const line = raw.replace(/\u00a0/g, ' ').trimEnd();
    if (line.trim() === '') continue;
    const section = SECTION.exec(line);
    if (section && !QUESTION_START.test(line)) {
      const type = sectionType(section[1] ?? '');
      if (type !== null || current === null) {
        close();
        hint = type;
        continue;
      }
    }
    const start = QUESTION_START.exec(line);
    const g: Gathered | null = current;
    // A numbered line starts the next question; inside an answer or analysis only when its
    // number follows the current one (a worked solution's own steps 1. 2. stay in it).
    if (start && (g === null || g.part === 'stem' || Number(start[1]) === g.number + 1)) {
      close();
      current = {
        number: Number(start[1]),
        hint,
        stem: [start[2] ?? ''],
        options: [],
        answer: [],
        analysis: [],
        part: 'stem',
      };
      continue;
    }
    if (g === null) continue;
    const answer = ANSWER.exec(line);
    if (answer) {
      g.part = 'answer';
      g.answer.push(answer[1] ?? '');
      continue;
    }
    const analysis = ANALYSIS.exec(line);
    if (analysis) {
      g.part = 'analysis';
      g.analysis.push(analysis[1] ?? '');
      continue;
    }
    if (g.part === 'stem') {
      const options = splitOptions(line, g.options.length);
      if (options !== null) g.options.push(...options);
      else if (g.options.length > 0) {
        // Text after the options belongs to the last option (a wrapped option).
        g.options[g.options.length - 1] += `\n${line.trim()}`;
      } else g.stem.push(line);
    } else if (g.part === 'answer') g.answer.push(line);
    else g.analysis.push(line);
  }
  close();
  return { questions, warnings };
}
