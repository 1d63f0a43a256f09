/**
 * What the model writes for an `aiquestion` app (docs/questionBank.md "AI question generation"): one
 * structured call with the app's instructions and the teacher's form, then every draft checked by the
 * bank's own rules (core's `questionProblems` and KaTeX) and, for a pure arithmetic blank, its answer
 * recomputed. A draft that fails is dropped and counted; a wrong sum is corrected and flagged.
 */
import {
  AI_QUESTION_SOURCE,
  cleanItemEdit,
  difficultyName,
  LAYER_TIERS,
  MSG_ANSWER_CORRECTED,
  PERIOD_TYPES,
  questionTypeName,
  recheckArithmetic,
  SUBJECT_TYPES,
  type Difficulty,
  type GeneratePreset,
  type Question,
  type QuestionType,
} from '@aita/core';
import { z } from 'zod';
import type { AiProviders } from '../../ai/providers';
import { problemOf } from './editor';

/** The parsed form (the contract's `generate` body) with the names of its knowledge points. */
export interface GenerateForm {
  appUri: string;
  period: number;
  subject: number;
  grade?: number;
  knowledgePointIds: string[];
  type: QuestionType;
  difficulty: number;
  count: number;
  tiers?: { basic: number; advanced: number; extended: number };
  passage?: string;
}

/** A draft as offered for review. */
export interface QuestionDraft {
  type: QuestionType;
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
  difficulty: number;
  knowledgePointIds: string[];
  period: number;
  subject: number;
  grade: number;
  tier: string;
  flags: string[];
  questionId: number | null;
}

const TIER_NAMES = LAYER_TIERS.map((t) => t.name) as [string, ...string[]];

const draftsSchema = z.object({
  questions: z.array(
    z.object({
      tier: z.string().describe(`分层作业写所在层（${TIER_NAMES.join('/')}），其他应用写空字符串`),
      stem: z.string().describe('题干；公式写在 $…$ 中；填空题每个空写作 ____（四个下划线）'),
      options: z
        .array(z.string())
        .describe('选择题的选项文字（不带 A. B. 字母），2–8 个；其他题型为空数组'),
      answer: z
        .array(z.string())
        .describe(
          '选择题写选项字母如 ["B"] 或 ["A","C"]；判断题写 ["正确"] 或 ["错误"]；填空题每空一个答案；解答题一个参考答案',
        ),
      analysis: z.string().describe('解析：思路和关键步骤，公式写在 $…$ 中'),
    }),
  ),
});

const SYSTEM =
  '你是经验丰富的中小学命题老师，熟悉 2022 年版义务教育课程标准和主流教材。只输出符合要求的 JSON。';

const nameOf = (list: readonly { id: number; name: string }[], id: number) =>
  list.find((x) => x.id === id)?.name ?? String(id);

/** The grade a form means when it names none (the first grade the 学段's trees are written for). */
export function gradeOf(form: GenerateForm): number {
  return form.grade ?? (form.period === 1 ? 3 : form.period === 3 ? 10 : 7);
}

/** The instruction of one call: the app's own words, the form's values, and the bank's rules. */
export function generateInstruction(
  preset: GeneratePreset,
  form: GenerateForm,
  pointNames: string[],
): string {
  const amount = form.tiers
    ? LAYER_TIERS.map(
        (t) =>
          `${t.name}层（难度 ${t.difficulty}，${difficultyName(t.difficulty)}）${form.tiers?.[t.id] ?? 0} 道`,
      ).join('，')
    : `${form.count} 道，难度 ${form.difficulty}（${difficultyName(form.difficulty)}，1 易 … 5 难）`;
  const lines = [
    `应用：${preset.name}。${preset.instruction}`,
    `学段：${nameOf(PERIOD_TYPES, form.period)}；学科：${nameOf(SUBJECT_TYPES, form.subject)}；年级：${gradeOf(form)} 年级。`,
    `知识点：${pointNames.join('、')}。`,
    `题型：${questionTypeName(form.type)}；数量：${amount}。`,
    '要求：符合课程标准和该年级学生的认知水平，用语规范、贴近学生生活；每道题都有答案和解析，答案必须正确；数学公式写在 $…$ 中（LaTeX）。',
  ];
  if (form.passage) lines.push('文章：', form.passage);
  return lines.join('\n');
}

/** A model's draft turned into a question: cleaned, typed and pointed by the form. */
function toQuestion(
  form: GenerateForm,
  preset: GeneratePreset,
  d: z.infer<typeof draftsSchema>['questions'][number],
): { question: Question; tier: string } {
  const tier = preset.tiers ? LAYER_TIERS.find((t) => t.name === d.tier.trim()) : undefined;
  const text = cleanItemEdit(form.type, {
    stem: d.stem,
    options: form.type === 'single' || form.type === 'multiple' ? d.options : [],
    answer: d.answer,
    analysis: d.analysis,
  });
  return {
    tier: tier?.name ?? '',
    question: {
      ...text,
      type: form.type,
      difficulty: (tier?.difficulty ?? form.difficulty) as Difficulty,
      knowledgePointIds: form.knowledgePointIds,
      period: form.period,
      subject: form.subject,
      grade: gradeOf(form),
      source: AI_QUESTION_SOURCE,
      year: new Date().getUTCFullYear(),
    },
  };
}

/**
 * Rechecks a 填空题's computable blanks: a pure arithmetic stem with one blank gets the computed
 * answer when the model's differs. Returns the flags to show.
 */
function recheck(question: Question): string[] {
  if (question.type !== 'fill' || question.answer.length !== 1) return [];
  const check = recheckArithmetic(question.stem, question.answer[0] ?? '');
  if (check.kind !== 'mismatch') return [];
  question.answer = [check.expected];
  return [MSG_ANSWER_CORRECTED];
}

/** One structured call; the drafts that pass the bank's rules and how many did not. */
export async function modelDrafts(
  ai: AiProviders,
  preset: GeneratePreset,
  form: GenerateForm,
  pointNames: string[],
): Promise<{ drafts: QuestionDraft[]; dropped: number; corrected: number }> {
  const { data } = await ai.structured.generate({
    schema: draftsSchema,
    system: SYSTEM,
    instruction: generateInstruction(preset, form, pointNames),
  });
  const wanted = form.tiers
    ? form.tiers.basic + form.tiers.advanced + form.tiers.extended
    : form.count;
  const drafts: QuestionDraft[] = [];
  let dropped = 0;
  let corrected = 0;
  for (const raw of data.questions.slice(0, wanted)) {
    const { question, tier } = toQuestion(form, preset, raw);
    const flags = recheck(question);
    if (problemOf(question) !== null || (preset.tiers && tier === '')) {
      dropped++;
      continue;
    }
    if (flags.length > 0) corrected++;
    drafts.push({
      type: question.type,
      stem: question.stem,
      options: question.options,
      answer: question.answer,
      analysis: question.analysis,
      difficulty: question.difficulty,
      knowledgePointIds: question.knowledgePointIds,
      period: question.period,
      subject: question.subject,
      grade: question.grade,
      tier,
      flags,
      questionId: null,
    });
  }
  return { drafts, dropped, corrected };
}
