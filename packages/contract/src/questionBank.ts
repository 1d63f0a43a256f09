/**
 * The question bank: browsing and searching questions, one question, the knowledge-point trees,
 * and the school's bank link (spec §2 精品资源/校本资源, §7 `/v2/aitalk/question/infos`,
 * `/v1/org/tiku_link`; docs/questionBank.md).
 */
import {
  DIFFICULTY_MAX,
  DIFFICULTY_MIN,
  type KnowledgeNode,
  QUESTION_KEYWORD_MAX_LENGTH,
  QUESTION_PAGE_SIZE,
  QUESTION_PAGE_SIZE_MAX,
  QUESTION_TYPE_IDS,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { intField, positiveIdField, textField } from './fields';
import { paths } from './paths';

/** An optional integer from `min` to `max`, also as a decimal string (参数错误：<field> 应为…). */
const optionalInt = (min: number, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v))
    .refine(
      (v) =>
        v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max),
      { message: `应为 ${min} 到 ${max} 的整数` },
    )
    .transform((v) => v as number | undefined);

/** A knowledge-point id: the stable code of a node (`jm.num.eq.linear`). */
const knowledgePointIdField = z
  .string()
  .max(64)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, { message: '取值无效' });

/** 学段 and 学科 ids (those of `/v1/user/configs`). */
const periodField = optionalInt(1, 99);
const subjectField = optionalInt(1, 99);

/** A question as the bank shows it. Texts are rich text with `$…$` math. */
export const bankQuestionSchema = z.object({
  questionId: z.number(),
  type: z.enum(QUESTION_TYPE_IDS),
  stem: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  analysis: z.string(),
  difficulty: z.number(),
  knowledgePoints: z.array(z.object({ id: z.string(), name: z.string() })),
  period: z.number(),
  subject: z.number(),
  grade: z.number(),
  source: z.string(),
  year: z.number(),
});

/** A knowledge-point tree node as answered (recursive). */
export const knowledgeNodeSchema: z.ZodType<KnowledgeNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), children: z.array(knowledgeNodeSchema) }),
);

/** Question bank endpoints. */
export const questionBank = {
  /**
   * `POST /v2/aitalk/question/infos`: a page of questions, filtered by 学段/学科, knowledge point
   * (with its descendants), type, difficulty and keyword (the shared search index, best first);
   * without a keyword, by grade then id. `scope` `platform` (精品资源, default) or `school`
   * (the current school's 校本资源). Not a member of any school → 40003.
   */
  questions: endpoint(paths.questionBank.questions, {
    body: z.object({
      period: periodField,
      subject: subjectField,
      knowledgePointId: knowledgePointIdField.optional(),
      keyword: textField(QUESTION_KEYWORD_MAX_LENGTH).optional(),
      type: z.enum(QUESTION_TYPE_IDS, { message: '取值无效' }).optional(),
      difficulty: optionalInt(DIFFICULTY_MIN, DIFFICULTY_MAX),
      scope: z.enum(['platform', 'school'], { message: '取值无效' }).default('platform'),
      page: intField(1, 10_000, 1),
      pageSize: intField(1, QUESTION_PAGE_SIZE_MAX, QUESTION_PAGE_SIZE),
    }),
    data: z.object({ list: z.array(bankQuestionSchema), total: z.number() }),
  }),
  /** `POST /v1/tiku/question/detail {questionId}`: one question with its knowledge paths; 40004. */
  detail: endpoint(paths.questionBank.detail, {
    body: z.object({ questionId: positiveIdField }),
    data: bankQuestionSchema.extend({
      knowledgePaths: z.array(z.array(z.object({ id: z.string(), name: z.string() }))),
    }),
  }),
  /** `POST /v1/tiku/knowledge/tree {period, subject}`: the roots (empty when none is seeded). */
  knowledgeTree: endpoint(paths.questionBank.knowledgeTree, {
    body: z.object({ period: intField(1, 99, 2), subject: intField(1, 99, 2) }),
    data: z.object({ list: z.array(knowledgeNodeSchema) }),
  }),
  /**
   * `POST /v1/org/tiku_link {page?}`: the in-app address of the current school's bank
   * (`question` → 精品资源, `xb_resource` → 校本资源); no school → 40003.
   */
  tikuLink: endpoint(paths.questionBank.tikuLink, {
    body: z.object({
      page: z.enum(['question', 'xb_resource'], { message: '取值无效' }).default('question'),
    }),
    data: z.object({ orgId: z.number(), link: z.string() }),
  }),
} as const;
