/**
 * Exam papers: the teacher's papers, their questions, smart assembly and the Word export
 * (spec §7 `/v2/aitalk/paper/info`, `/paper/question`, `/paper/word`, `/paper/file`;
 * docs/examPaper.md "Endpoints"). Two shapes are fixed for other front ends:
 * `/paper/info {}` → `{ list: [{ paperId, title, questionCount }], total }`, and
 * `/paper/word { paperId, layout, withAnswers }` → the .docx itself.
 */
import {
  PAPER_DURATION_DEFAULT,
  PAPER_ITEM_TEXT_MAX_LENGTH,
  OPTIONS_MAX,
  PAPER_DURATION_MAX,
  PAPER_DURATION_MIN,
  PAPER_LAYOUTS,
  PAPER_PAGE_SIZE,
  PAPER_PAGE_SIZE_MAX,
  PAPER_QUESTIONS_MAX,
  PAPER_SCORE_MAX,
  PAPER_SCORE_MIN,
  PAPER_SUBTITLE_MAX_LENGTH,
  PAPER_TITLE_MAX_LENGTH,
  QUESTION_TYPE_IDS,
  TARGET_DIFFICULTY_MAX,
  TARGET_DIFFICULTY_MIN,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { intField, positiveIdField, textField } from './fields';
import { ignoredBody } from './ignored';
import { paths } from './paths';
import {
  blueprintCellsSchema,
  blueprintLevelsSchema,
  blueprintSaveBody,
  blueprintTargetSchema,
  cognitiveLevelField,
} from './examPaperBlueprint';

const questionType = z.enum(QUESTION_TYPE_IDS, { message: '取值无效' });
const scoreField = z
  .number({ message: `应为 ${PAPER_SCORE_MIN} 到 ${PAPER_SCORE_MAX} 的整数` })
  .int({ message: `应为 ${PAPER_SCORE_MIN} 到 ${PAPER_SCORE_MAX} 的整数` })
  .min(PAPER_SCORE_MIN, { message: `应为 ${PAPER_SCORE_MIN} 到 ${PAPER_SCORE_MAX} 的整数` })
  .max(PAPER_SCORE_MAX, { message: `应为 ${PAPER_SCORE_MIN} 到 ${PAPER_SCORE_MAX} 的整数` });
const paperTitle = textField(PAPER_TITLE_MAX_LENGTH)
  .transform((v) => v.trim())
  .refine((v) => v !== '', { message: '不能为空' });
const questionIds = z
  .array(positiveIdField, { message: '应为试题 id 的数组' })
  .max(PAPER_QUESTIONS_MAX, { message: `最多 ${PAPER_QUESTIONS_MAX} 道题` });
const itemText = textField(PAPER_ITEM_TEXT_MAX_LENGTH);
const layoutField = z.enum(PAPER_LAYOUTS, { message: '只能为 A4、A3 或 B4' }).default('A4');

/** One question of a paper (a snapshot of the bank's question). */
export const paperItemSchema = z.object({
  itemId: z.number(),
  questionId: z.number().nullable(),
  type: questionType,
  score: z.number(),
  stem: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  analysis: z.string(),
  difficulty: z.number(),
  knowledgePoints: z.array(z.object({ id: z.string(), name: z.string() })),
  /** 认知层次 1–4 (了解 … 运用); null = 未标注. */
  cognitiveLevel: z.number().int().min(1).max(4).nullable(),
});

/** A whole paper: sections by type, in print order, with their headings. */
export const examPaperSchema = z.object({
  paperId: z.number(),
  title: z.string(),
  subtitle: z.string(),
  durationMinutes: z.number(),
  period: z.number(),
  subject: z.number(),
  totalScore: z.number(),
  questionCount: z.number(),
  difficulty: z.number(),
  sections: z.array(
    z.object({
      type: questionType,
      heading: z.string(),
      score: z.number(),
      items: z.array(paperItemSchema),
    }),
  ),
  updatedAt: z.string(),
  /** The school it is shared to; null when private. */
  sharedOrgId: z.number().nullable(),
  /** Whether the caller owns it (a shared paper of a colleague reads, copies, prints only). */
  mine: z.boolean(),
  /** The 双向细目表 the teacher saved as the paper's target; null when none. */
  blueprintTarget: blueprintTargetSchema.nullable(),
});

/** A row of the teacher's paper list. */
export const paperRowSchema = z.object({
  paperId: z.number(),
  title: z.string(),
  questionCount: z.number(),
  totalScore: z.number(),
  updatedAt: z.string(),
});

/** The operations of `/paper/question` and the fields each needs. */
export const PAPER_QUESTION_ACTIONS = {
  add: ['questionIds'],
  remove: ['itemId'],
  move: ['itemId', 'to'],
  score: ['itemId', 'score'],
  sectionScore: ['type', 'score'],
  swap: ['itemId'],
  edit: ['itemId', 'stem', 'options', 'answer', 'analysis'],
  level: ['itemId', 'cognitiveLevel'],
} as const;

/** One of {@link PAPER_QUESTION_ACTIONS}. */
export type PaperQuestionAction = keyof typeof PAPER_QUESTION_ACTIONS;

const actionNames = Object.keys(PAPER_QUESTION_ACTIONS) as [
  PaperQuestionAction,
  ...PaperQuestionAction[],
];

/** Exam-paper endpoints. */
export const examPaper = {
  /**
   * `POST /v2/aitalk/paper/info {}` → the teacher's papers, newest first
   * (`{ list: [{ paperId, title, questionCount, totalScore, updatedAt }], total }`);
   * `{ paperId }` → that paper whole; another teacher's → 40004.
   */
  info: endpoint(paths.examPaper.info, {
    body: z.object({
      paperId: positiveIdField.optional(),
      page: intField(1, 10_000, 1),
      pageSize: intField(1, PAPER_PAGE_SIZE_MAX, PAPER_PAGE_SIZE),
    }),
    data: z.union([
      examPaperSchema,
      z.object({ list: z.array(paperRowSchema), total: z.number() }),
    ]),
  }),
  /**
   * `POST /v2/aitalk/paper/save`: without `paperId` creates a paper (from the basket's
   * `questionIds`, in sections by type with the default scores); with it, renames it or sets
   * its subtitle and time. Answers the paper.
   */
  save: endpoint(paths.examPaper.save, {
    body: z.object({
      paperId: positiveIdField.optional(),
      title: paperTitle,
      subtitle: textField(PAPER_SUBTITLE_MAX_LENGTH).optional(),
      durationMinutes: intField(PAPER_DURATION_MIN, PAPER_DURATION_MAX, PAPER_DURATION_DEFAULT),
      questionIds: questionIds.optional(),
    }),
    data: examPaperSchema,
  }),
  /**
   * `POST /v2/aitalk/paper/copy {paperId, variant}`: `copy` (default) a copy titled …（副本）;
   * `B` its B 卷 (same blueprint, similar questions, else shuffled options). Answers the new paper.
   */
  copy: endpoint(paths.examPaper.copy, {
    body: z.object({
      paperId: positiveIdField,
      variant: z.enum(['copy', 'B'], { message: '取值无效' }).default('copy'),
    }),
    data: examPaperSchema,
  }),
  /** `POST /v2/aitalk/paper/delete {paperId}` → `{ paperId }`. */
  delete: endpoint(paths.examPaper.delete, {
    body: z.object({ paperId: positiveIdField }),
    data: z.object({ paperId: z.number() }),
  }),
  /**
   * `POST /v2/aitalk/paper/question {paperId, action, …}`: edits the paper's questions and
   * answers the paper. `add {questionIds, score?}` (already present ones are skipped),
   * `remove {itemId}`, `move {itemId, to}` (0-based place in its section), `score {itemId,
   * score}`, `sectionScore {type, score}` (every question of that section), `swap {itemId}`
   * (a similar bank question: same type, a shared knowledge point, nearest difficulty),
   * `edit {itemId, stem, options, answer, analysis}` (the paper's copy only, held to the bank's
   * rules), `level {itemId, cognitiveLevel}` (its 认知层次 1–4 in this paper, null = 未标注).
   */
  question: endpoint(paths.examPaper.question, {
    body: z
      .object({
        paperId: positiveIdField,
        action: z.enum(actionNames, { message: '取值无效' }),
        questionIds: questionIds.optional(),
        itemId: positiveIdField.optional(),
        to: z
          .number({ message: '应为整数' })
          .int({ message: '应为整数' })
          .min(0)
          .max(PAPER_QUESTIONS_MAX)
          .optional(),
        score: scoreField.optional(),
        type: questionType.optional(),
        stem: itemText.optional(),
        options: z
          .array(itemText, { message: '应为选项文字的数组' })
          .max(OPTIONS_MAX, { message: `最多 ${OPTIONS_MAX} 个选项` })
          .optional(),
        answer: z
          .array(itemText, { message: '应为答案的数组' })
          .max(20, { message: '最多 20 个答案' })
          .optional(),
        analysis: itemText.optional(),
        cognitiveLevel: cognitiveLevelField.nullable().optional(),
      })
      .superRefine((body, ctx) => {
        for (const field of PAPER_QUESTION_ACTIONS[body.action]) {
          if (body[field] === undefined) {
            ctx.addIssue({ code: 'custom', path: [field], message: '不能为空' });
          }
        }
      }),
    data: examPaperSchema,
  }),
  /**
   * `POST /v2/aitalk/paper/word {paperId, layout, withAnswers}` → the paper as a .docx
   * (A4 portrait; A3/B4 landscape in two columns with the 密封线); with `withAnswers` the
   * 答案与解析 follows on a new page; with `withBlueprint` the 双向细目表 ends the file on a
   * section of its own (A4 portrait, one column, whatever the paper's layout).
   */
  word: endpoint(paths.examPaper.word, {
    body: z.object({
      paperId: positiveIdField,
      layout: layoutField,
      withAnswers: z.boolean({ message: '应为 true 或 false' }).default(false),
      withBlueprint: z.boolean({ message: '应为 true 或 false' }).default(false),
    }),
  }),
  /**
   * `POST /v2/aitalk/paper/file {paperId, kind, layout}` → another generated file of the paper:
   * `answers` (答案与解析 as its own .docx, with the 双向细目表) or `answerSheet` (the 答题卡).
   */
  file: endpoint(paths.examPaper.file, {
    body: z.object({
      paperId: positiveIdField,
      kind: z.enum(['answers', 'answerSheet'], { message: '取值无效' }),
      layout: layoutField,
    }),
  }),
  /**
   * `POST /v2/aitalk/paper/share {paperId, shared}`: the owner shares the paper to the current
   * school (`shared: true`) or takes it back. Answers the paper; no current school → 40003.
   */
  share: endpoint(paths.examPaper.share, {
    body: z.object({
      paperId: positiveIdField,
      shared: z.boolean({ message: '应为 true 或 false' }),
    }),
    data: examPaperSchema,
  }),
  /**
   * `POST /v2/aitalk/paper/shared {}`: the papers shared to the caller's current school, newest
   * first, with their owner's name; a teacher no longer a member → 40003.
   */
  shared: endpoint(paths.examPaper.shared, {
    body: z.object({
      page: intField(1, 10_000, 1),
      pageSize: intField(1, PAPER_PAGE_SIZE_MAX, PAPER_PAGE_SIZE),
    }),
    data: z.object({
      list: z.array(paperRowSchema.extend({ ownerName: z.string(), mine: z.boolean() })),
      total: z.number(),
    }),
  }),
  /** `POST /v2/aitalk/file/template {}` → the print layouts a paper can be exported in. */
  template: endpoint(paths.examPaper.template, {
    body: ignoredBody,
    data: z.object({
      list: z.array(
        z.object({
          layout: z.enum(PAPER_LAYOUTS),
          name: z.string(),
          orientation: z.enum(['portrait', 'landscape']),
          columns: z.number(),
          seal: z.boolean(),
        }),
      ),
    }),
  }),
  /**
   * `POST /v2/aitalk/paper/assemble`: 智能组卷 from the platform bank: knowledge points (with
   * their descendants), count and score per type, target 难度系数. Creates the paper and
   * answers it with `notes`, in Chinese, on what the bank could not meet.
   */
  assemble: endpoint(paths.examPaper.assemble, {
    body: z.object({
      title: paperTitle,
      period: intField(1, 99, 2),
      subject: intField(1, 99, 2),
      knowledgePointIds: z
        .array(
          z
            .string()
            .max(64)
            .regex(/^[a-z0-9][a-z0-9._-]*$/, { message: '取值无效' }),
          {
            message: '应为知识点 id 的数组',
          },
        )
        .refine((a) => a.length > 0, { message: '至少选择一个知识点' })
        .max(50, { message: '最多 50 个知识点' }),
      types: z
        .array(
          z.object({
            type: questionType,
            count: z
              .number({ message: '应为整数' })
              .int({ message: '应为整数' })
              .min(1, { message: '至少 1 道' })
              .max(PAPER_QUESTIONS_MAX),
            score: scoreField,
          }),
          { message: '应为题型要求的数组' },
        )
        .refine((a) => a.length > 0, { message: '至少选择一种题型' })
        .max(QUESTION_TYPE_IDS.length),
      targetDifficulty: z
        .number({ message: `应为 ${TARGET_DIFFICULTY_MIN} 到 ${TARGET_DIFFICULTY_MAX} 的数` })
        .min(TARGET_DIFFICULTY_MIN, {
          message: `应为 ${TARGET_DIFFICULTY_MIN} 到 ${TARGET_DIFFICULTY_MAX} 的数`,
        })
        .max(TARGET_DIFFICULTY_MAX, {
          message: `应为 ${TARGET_DIFFICULTY_MIN} 到 ${TARGET_DIFFICULTY_MAX} 的数`,
        }),
      seed: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1)
        .optional(),
    }),
    data: z.object({ paper: examPaperSchema, notes: z.array(z.string()) }),
  }),
  /**
   * `POST /v2/aitalk/paper/assemble/blueprint`: 按双向细目表组卷. Each cell asks for `count`
   * questions of `type` on `knowledgePointId` (or a point under it) at `score` each; the paper
   * meets the table where the bank allows, and `notes`/`shortCells` say cell by cell where not.
   */
  assembleBlueprint: endpoint(paths.examPaper.assembleBlueprint, {
    body: z.object({
      title: paperTitle,
      period: intField(1, 99, 2),
      subject: intField(1, 99, 2),
      cells: blueprintCellsSchema,
      /** Level targets saved with the new paper (not used to choose questions). */
      levels: blueprintLevelsSchema,
      targetDifficulty: z
        .number({ message: `应为 ${TARGET_DIFFICULTY_MIN} 到 ${TARGET_DIFFICULTY_MAX} 的数` })
        .min(TARGET_DIFFICULTY_MIN, {
          message: `应为 ${TARGET_DIFFICULTY_MIN} 到 ${TARGET_DIFFICULTY_MAX} 的数`,
        })
        .max(TARGET_DIFFICULTY_MAX, {
          message: `应为 ${TARGET_DIFFICULTY_MIN} 到 ${TARGET_DIFFICULTY_MAX} 的数`,
        }),
      seed: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1)
        .optional(),
    }),
    data: z.object({
      paper: examPaperSchema,
      notes: z.array(z.string()),
      /** The cells the bank could not fill, with how many questions it found. */
      shortCells: z.array(
        z.object({
          knowledgePointId: z.string(),
          type: z.enum(QUESTION_TYPE_IDS),
          count: z.number(),
          score: z.number(),
          found: z.number(),
        }),
      ),
      /** The table's total and the paper's. */
      targetScore: z.number(),
      totalScore: z.number(),
    }),
  }),
  /**
   * `POST /v2/aitalk/paper/blueprint {paperId, target}`: saves the 双向细目表 the teacher set as
   * the paper's target (cells of point × type with a count and a score per question, a score per
   * 认知层次), or clears it with `null`. The owner only; answers the paper.
   */
  blueprint: endpoint(paths.examPaper.blueprint, {
    body: blueprintSaveBody,
    data: examPaperSchema,
  }),
} as const;
