/**
 * Validation of a question (docs/questionBank.md "Rules"): what makes a question answerable as
 * it is stored — a choice question has 2–8 options and answer letters among them, a 判断 answers
 * 正确 or 错误, a 填空 has one answer per blank. Used by the seed's test and by any later editor.
 */
import {
  DIFFICULTY_MAX,
  DIFFICULTY_MIN,
  JUDGE_ANSWERS,
  OPTION_LETTERS,
  OPTIONS_MAX,
  OPTIONS_MIN,
  QUESTION_TYPE_IDS,
  CHILD_TYPES,
  CHILDREN_MAX,
  CHILDREN_MIN,
  type Question,
} from './types';

/** Why a question is not valid: the field and a Chinese message for the editor. */
export interface QuestionProblem {
  field:
    | 'type'
    | 'difficulty'
    | 'stem'
    | 'options'
    | 'answer'
    | 'analysis'
    | 'knowledgePointIds'
    | 'children';
  message: string;
}

/** A blank of a 填空 stem: four or more underscores. */
const BLANK = /_{4,}/g;

/** How many blanks (`____`) a stem has. */
export function countBlanks(stem: string): number {
  return stem.match(BLANK)?.length ?? 0;
}

/** The letter of option `index` (0 → A). */
export function optionLetter(index: number): string {
  return OPTION_LETTERS[index] ?? '?';
}

/** The problems of a question; `[]` when it can be stored and shown. */
export function questionProblems(q: Question): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  const add = (field: QuestionProblem['field'], message: string) =>
    problems.push({ field, message });
  if (!QUESTION_TYPE_IDS.includes(q.type)) add('type', '题型无效');
  if (
    !Number.isInteger(q.difficulty) ||
    q.difficulty < DIFFICULTY_MIN ||
    q.difficulty > DIFFICULTY_MAX
  )
    add('difficulty', '难度应为 1 到 5');
  if (q.stem.trim() === '') add('stem', '题干不能为空');
  if (q.analysis.trim() === '') add('analysis', '解析不能为空');
  if (q.knowledgePointIds.length === 0) add('knowledgePointIds', '至少关联一个知识点');
  const group = q.type === 'reading';
  if (group) {
    // The passage is the stem; the answers are the sub-questions'. A group may state none.
    if (q.answer.some((a) => a.trim() === '')) add('answer', '答案不能为空');
    const children = q.children ?? [];
    if (children.length < CHILDREN_MIN || children.length > CHILDREN_MAX)
      add('children', `阅读/材料题应有 ${CHILDREN_MIN} 到 ${CHILDREN_MAX} 道小题`);
    children.forEach((child, i) => {
      if (!CHILD_TYPES.includes(child.type))
        add('children', `第 ${i + 1} 小题：小题只能是选择、判断、填空或解答题`);
      else
        for (const p of questionProblems(child)) add('children', `第 ${i + 1} 小题：${p.message}`);
    });
  } else {
    if (q.answer.length === 0 || q.answer.some((a) => a.trim() === ''))
      add('answer', '答案不能为空');
    if ((q.children ?? []).length > 0) add('children', '只有阅读/材料题有小题');
  }
  const choice = q.type === 'single' || q.type === 'multiple';
  if (choice) {
    if (q.options.length < OPTIONS_MIN || q.options.length > OPTIONS_MAX)
      add('options', `选择题应有 ${OPTIONS_MIN} 到 ${OPTIONS_MAX} 个选项`);
    if (q.options.some((o) => o.trim() === '')) add('options', '选项不能为空');
    const letters = OPTION_LETTERS.slice(0, q.options.length) as readonly string[];
    if (q.answer.some((a) => !letters.includes(a))) add('answer', '答案应为已有选项的字母');
    if (new Set(q.answer).size !== q.answer.length) add('answer', '答案字母不能重复');
    if (q.type === 'single' && q.answer.length !== 1) add('answer', '单选题只有一个答案');
    if (q.type === 'multiple' && q.answer.length < 2) add('answer', '多选题至少两个答案');
  } else if (q.options.length > 0) {
    add('options', '只有选择题有选项');
  }
  if (
    q.type === 'judge' &&
    (q.answer.length !== 1 || !(JUDGE_ANSWERS as readonly string[]).includes(q.answer[0] ?? ''))
  )
    add('answer', '判断题答案应为 正确 或 错误');
  if (q.type === 'fill') {
    const blanks = countBlanks(q.stem);
    if (blanks === 0) add('stem', '填空题题干应有空（____）');
    else if (blanks !== q.answer.length)
      add('answer', `题干有 ${blanks} 个空，应有 ${blanks} 个答案`);
  }
  if (q.type === 'solution' && q.answer.length !== 1) add('answer', '解答题应有一个参考答案');
  if (q.type === 'essay' && q.answer.length !== 1) add('answer', '作文应有一份写作要点或范文');
  if (group && q.answer.length > 1) add('answer', '阅读/材料题的答案写在小题中');
  return problems;
}

/** How an answer reads on a card: `B`, `AC`, `正确`, `3；5` (blanks joined by a full-width semicolon). */
export function formatAnswer(q: Pick<Question, 'type' | 'answer'>): string {
  if (q.type === 'single' || q.type === 'multiple') return q.answer.join('');
  return q.answer.join('；');
}

/**
 * A stem ready for the markdown renderer: a blank's underscores are escaped, so two blanks on one
 * line (`$a=$____，$b=$____`) stay blanks instead of becoming bold text between them.
 */
export function escapeBlanks(text: string): string {
  return text.replace(BLANK, (run) => run.replace(/_/g, '\\_'));
}

/** A sub-question of a 阅读/材料题 as a group shows or prints it. */
export interface GroupChild {
  type: Question['type'];
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
}

/**
 * A 阅读/材料题 as one block of text (a paper's snapshot, a plain listing): the material, then each
 * sub-question numbered （1）（2）… with its options; the answers and the analyses numbered the
 * same way. A question without children comes back as it is.
 */
export function flattenGroup(
  parent: { stem: string; answer: string[]; analysis: string; options: string[] },
  children: readonly GroupChild[],
): { stem: string; options: string[]; answer: string[]; analysis: string } {
  if (children.length === 0) return parent;
  const mark = (i: number) => `（${i + 1}）`;
  const stem = [
    parent.stem,
    ...children.map((c, i) =>
      [`${mark(i)}${c.stem}`, ...c.options.map((o, j) => `${optionLetter(j)}. ${o}`)].join('\n\n'),
    ),
  ].join('\n\n');
  const answer = [children.map((c, i) => `${mark(i)}${formatAnswer(c)}`).join('　')];
  const analysis = [
    ...(parent.analysis.trim() === '' ? [] : [parent.analysis]),
    ...children.map((c, i) => `${mark(i)}${c.analysis}`),
  ].join('\n\n');
  return { stem, options: [], answer, analysis };
}
