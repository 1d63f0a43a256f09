/**
 * The 双向细目表 of exam papers as the contract sees it (docs/examPaper.md "The 双向细目表 as a
 * target"): the cells of knowledge point × type that `/paper/assemble/blueprint` fills, and the
 * target a teacher saves with a paper through `/paper/blueprint` (cells and a score per
 * 认知层次).
 */
import {
  BLUEPRINT_LEVEL_SCORE_MAX,
  BLUEPRINT_TARGET_CELLS_MAX,
  COGNITIVE_LEVELS,
  PAPER_QUESTIONS_MAX,
  PAPER_SCORE_MAX,
  PAPER_SCORE_MIN,
  QUESTION_TYPE_IDS,
} from '@aita/core';
import { z } from 'zod';
import { positiveIdField } from './fields';

const questionType = z.enum(QUESTION_TYPE_IDS, { message: '取值无效' });
const whole = (min: number, max: number) =>
  z
    .number({ message: `应为 ${min} 到 ${max} 的整数` })
    .int({ message: `应为 ${min} 到 ${max} 的整数` })
    .min(min, { message: `应为 ${min} 到 ${max} 的整数` })
    .max(max, { message: `应为 ${min} 到 ${max} 的整数` });
const pointIdField = z
  .string({ message: '应为知识点 id' })
  .max(64)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, { message: '取值无效' });

/** A 认知层次 1–4 (了解 … 运用). */
export const cognitiveLevelField = whole(1, COGNITIVE_LEVELS.length);

/** Cells of a table to assemble to: one per point × type, at most 100 questions in all. */
export const blueprintCellsSchema = z
  .array(
    z.object({
      knowledgePointId: pointIdField,
      type: questionType,
      count: z
        .number({ message: '应为整数' })
        .int({ message: '应为整数' })
        .min(1, { message: '至少 1 道' })
        .max(PAPER_QUESTIONS_MAX),
      score: z
        .number({ message: `应为 ${PAPER_SCORE_MIN} 到 ${PAPER_SCORE_MAX} 的整数` })
        .int({ message: `应为 ${PAPER_SCORE_MIN} 到 ${PAPER_SCORE_MAX} 的整数` })
        .min(PAPER_SCORE_MIN, { message: `应为 ${PAPER_SCORE_MIN} 到 ${PAPER_SCORE_MAX} 的整数` })
        .max(PAPER_SCORE_MAX, { message: `应为 ${PAPER_SCORE_MIN} 到 ${PAPER_SCORE_MAX} 的整数` }),
    }),
    { message: '应为细目表单元格的数组' },
  )
  .refine((a) => a.length > 0, { message: '细目表至少要有一格' })
  .refine((a) => a.reduce((n, c) => n + c.count, 0) <= PAPER_QUESTIONS_MAX, {
    message: `题目总数不能超过 ${PAPER_QUESTIONS_MAX} 道`,
  })
  .refine((a) => new Set(a.map((c) => `${c.knowledgePointId} ${c.type}`)).size === a.length, {
    message: '同一知识点和题型只能有一格',
  });

/** Target scores per 认知层次 (0–10000 each, a level once); absent = none. */
export const blueprintLevelsSchema = z
  .array(z.object({ level: cognitiveLevelField, score: whole(0, BLUEPRINT_LEVEL_SCORE_MAX) }), {
    message: '应为认知层次目标的数组',
  })
  .max(COGNITIVE_LEVELS.length)
  .refine((a) => new Set(a.map((l) => l.level)).size === a.length, {
    message: '每个认知层次只能有一个目标',
  })
  .default([]);

/** A saved target as a paper answers it (names kept so a row the paper lacks still reads). */
export const blueprintTargetSchema = z.object({
  cells: z.array(
    z.object({
      pointId: z.string(),
      pointName: z.string().optional(),
      type: questionType,
      count: z.number(),
      score: z.number(),
    }),
  ),
  levels: z.array(z.object({ level: z.number().int().min(1).max(4), score: z.number() })),
});

/**
 * Body of `/paper/blueprint`: the paper and its target, or `null` to clear it. Cells name a
 * point, a type, a count (1–100) and a score per question (1–100), one per point × type; levels
 * a score (0–10000) per 认知层次, once each. The server checks the points exist.
 */
export const blueprintSaveBody = z.object({
  paperId: positiveIdField,
  target: z
    .object(
      {
        cells: z
          .array(
            z.object({
              pointId: pointIdField,
              type: questionType,
              count: whole(1, PAPER_QUESTIONS_MAX),
              score: whole(PAPER_SCORE_MIN, PAPER_SCORE_MAX),
            }),
            { message: '应为细目表单元格的数组' },
          )
          .max(BLUEPRINT_TARGET_CELLS_MAX, { message: `最多 ${BLUEPRINT_TARGET_CELLS_MAX} 格` })
          .refine((a) => new Set(a.map((c) => `${c.pointId} ${c.type}`)).size === a.length, {
            message: '同一知识点和题型只能有一格',
          }),
        levels: blueprintLevelsSchema,
      },
      { message: '应为细目表目标或 null' },
    )
    .nullable(),
});
