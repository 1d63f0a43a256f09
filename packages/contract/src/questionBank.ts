/**
 * The question bank: browsing and searching questions, one question, the knowledge-point trees,
 * and the school's bank link (spec §2 精品资源/校本资源, §7 `/v2/aitalk/question/infos`,
 * `/v1/org/tiku_link`; docs/questionBank.md).
 */
import {
  CHILD_TYPES,
  CHILDREN_MAX,
  COGNITIVE_LEVELS,
  GENERATE_ARITHMETIC_COUNT_MAX,
  GENERATE_COUNT_MAX,
  GENERATE_PASSAGE_MAX,
  GENERATE_POINTS_MAX,
  GENERATE_POINTS_MIN,
  GENERATE_PRESETS,
  generatePreset,
  DIFFICULTY_MAX,
  DIFFICULTY_MIN,
  type KnowledgeNode,
  QUESTION_KEYWORD_MAX_LENGTH,
  QUESTION_PAGE_SIZE,
  QUESTION_PAGE_SIZE_MAX,
  QUESTION_TEXT_MAX_LENGTH,
  QUESTION_TYPE_IDS,
  QUESTION_YEAR_MAX,
  QUESTION_YEAR_MIN,
  OPTIONS_MAX,
  REGIONS,
  type QuestionType,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { intField, positiveIdField, textField, uuidField } from './fields';
import { paths } from './paths';
import { bankQuestionSchema } from './questionBankQuestion';
import { paperResourceSchema } from './questionBankResource';
import { questionBankShelf } from './questionBankShelf';

export { bankQuestionSchema, paperResourceSchema };

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

/** A knowledge-point tree node as answered (recursive). */
export const knowledgeNodeSchema: z.ZodType<KnowledgeNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), children: z.array(knowledgeNodeSchema) }),
);

/** A textbook-map node as answered (recursive): lessons carry the knowledge points they teach. */
export interface TextbookNode {
  id: string;
  name: string;
  knowledgePointIds: string[];
  children: TextbookNode[];
}
export const textbookNodeSchema: z.ZodType<TextbookNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    knowledgePointIds: z.array(z.string()),
    children: z.array(textbookNodeSchema),
  }),
);

const richText = textField(QUESTION_TEXT_MAX_LENGTH);

/** 地区: 全国 or a province (core `REGIONS`). */
const regionField = z.enum(REGIONS, { message: '取值无效' });

const childTypeIds = CHILD_TYPES as [QuestionType, ...QuestionType[]];

/**
 * One 小题 of a 阅读/材料题 as the editor sends it: its own type (选择、判断、填空、解答), text,
 * answer and analysis; its knowledge points default to the group's. Difficulty, 学段, 学科, 年级
 * and source are the group's.
 */
export const childInputSchema = z.object({
  type: z.enum(childTypeIds, { message: '取值无效' }),
  stem: richText,
  options: z.array(richText).max(OPTIONS_MAX).default([]),
  answer: z.array(richText).max(20).default([]),
  analysis: richText,
  knowledgePointIds: z.array(knowledgePointIdField).max(10).default([]),
});

/** What the editor and the import send for one question (the rules are core's `questionProblems`). */
export const questionInputSchema = z.object({
  questionId: positiveIdField.optional(),
  scope: z.enum(['school', 'personal'], { message: '取值无效' }).default('school'),
  type: z.enum(QUESTION_TYPE_IDS, { message: '取值无效' }),
  stem: richText,
  options: z.array(richText).max(OPTIONS_MAX).default([]),
  // Empty only for a 阅读/材料题 (its answers are the 小题'); core says so in its words otherwise.
  answer: z.array(richText).max(20).default([]),
  analysis: richText,
  difficulty: intField(DIFFICULTY_MIN, DIFFICULTY_MAX, 3),
  // An empty list is refused by core's rule, in its words (至少关联一个知识点).
  knowledgePointIds: z.array(knowledgePointIdField).max(10),
  period: intField(1, 99, 2),
  subject: intField(1, 99, 2),
  grade: intField(1, 12, 7),
  chapterId: knowledgePointIdField.optional(),
  cognitiveLevel: optionalInt(1, COGNITIVE_LEVELS.length),
  source: textField(100).default('原创'),
  year: intField(QUESTION_YEAR_MIN, QUESTION_YEAR_MAX, new Date().getUTCFullYear()),
  /** 地区 of the source (全国 or a province); absent for none. */
  region: regionField.optional(),
  /** The 小题 of a 阅读/材料题, in order (core refuses them on any other type). */
  children: z.array(childInputSchema).max(CHILDREN_MAX).default([]),
});

const generateUris = GENERATE_PRESETS.map((p) => p.uri) as [string, ...string[]];

/**
 * The form of an `aiquestion` app (docs/questionBank.md "AI question generation"). The app's preset
 * limits the type, difficulty, subject and count; 分层作业 needs `tiers`, 阅读理解出题 a `passage`.
 */
export const generateBodySchema = z
  .object({
    appUri: z.enum(generateUris, { message: '取值无效' }),
    period: intField(1, 99, 2),
    subject: intField(1, 99, 2),
    grade: optionalInt(1, 12),
    knowledgePointIds: z
      .array(knowledgePointIdField)
      .min(GENERATE_POINTS_MIN, {
        message: `请选择 ${GENERATE_POINTS_MIN} 到 ${GENERATE_POINTS_MAX} 个知识点`,
      })
      .max(GENERATE_POINTS_MAX, {
        message: `请选择 ${GENERATE_POINTS_MIN} 到 ${GENERATE_POINTS_MAX} 个知识点`,
      }),
    type: z.enum(QUESTION_TYPE_IDS, { message: '取值无效' }),
    difficulty: intField(DIFFICULTY_MIN, DIFFICULTY_MAX, 3),
    count: intField(1, GENERATE_ARITHMETIC_COUNT_MAX, 5),
    /** 分层作业: how many questions of each tier (基础/提高/拓展 = difficulty 2/3/4). */
    tiers: z
      .object({
        basic: intField(0, GENERATE_COUNT_MAX, 0),
        advanced: intField(0, GENERATE_COUNT_MAX, 0),
        extended: intField(0, GENERATE_COUNT_MAX, 0),
      })
      .optional(),
    passage: textField(GENERATE_PASSAGE_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    const preset = generatePreset(body.appUri);
    if (!preset) return;
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (!preset.types.includes(body.type)) issue('type', `${preset.name}不出这种题型`);
    const [low, high] = preset.difficultyRange;
    if (!preset.tiers && (body.difficulty < low || body.difficulty > high))
      issue('difficulty', `${preset.name}的难度应为 ${low} 到 ${high}`);
    if (!preset.subjects.includes(body.subject)) issue('subject', `${preset.name}不支持这个学科`);
    if (preset.tiers) {
      const t = body.tiers;
      const total = t ? t.basic + t.advanced + t.extended : 0;
      if (total < 1 || total > preset.countMax)
        issue('tiers', `三层题量合计应为 1 到 ${preset.countMax} 道`);
    } else if (body.count > preset.countMax) {
      issue('count', `应为 1 到 ${preset.countMax} 的整数`);
    }
    if (preset.passage && (body.passage ?? '').trim() === '') issue('passage', '请粘贴文章');
  });

/** A question offered for review: a model's draft, or (bank mode) a bank question. */
export const questionDraftSchema = z.object({
  type: z.enum(QUESTION_TYPE_IDS),
  stem: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  analysis: z.string(),
  difficulty: z.number(),
  knowledgePointIds: z.array(z.string()),
  period: z.number(),
  subject: z.number(),
  grade: z.number(),
  /** 分层作业's tier name (基础/提高/拓展), else empty. */
  tier: z.string(),
  /** What was changed on the way, e.g. 答案已按计算结果更正. */
  flags: z.array(z.string()),
  /** Bank mode: the bank question's id (for the 试题篮); null for a model's draft. */
  questionId: z.number().nullable(),
});

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
      scope: z
        .enum(['platform', 'school', 'personal'], { message: '取值无效' })
        .default('platform'),
      /** A textbook lesson (or unit, volume): its knowledge points and the questions filed under it. */
      chapterId: knowledgePointIdField.optional(),
      cognitiveLevel: optionalInt(1, COGNITIVE_LEVELS.length),
      /** The source's year and region (the options: `filterOptions`). */
      year: optionalInt(QUESTION_YEAR_MIN, QUESTION_YEAR_MAX),
      region: regionField.optional(),
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
  /**
   * `POST /v1/org/tiku_embed {orgId, page}`: the organisation embed flag (spec §7). `embed` 1 means
   * the page is this school's and shown inside the app at `link`; a non-member gets 40003.
   */
  tikuEmbed: endpoint(paths.questionBank.tikuEmbed, {
    body: z.object({
      orgId: positiveIdField,
      page: z.enum(['question', 'xb_resource'], { message: '取值无效' }).default('question'),
    }),
    data: z.object({
      orgId: z.number(),
      page: z.enum(['question', 'xb_resource']),
      embed: z.number(),
      link: z.string(),
    }),
  }),
  /**
   * `POST /v1/tiku/question/save`: adds (no `questionId`) or edits a question of the current
   * school (`scope` school, default) or the teacher's own (`personal`). Rules of core's
   * `questionProblems` and every `$…$` typesetting, else 40001 in Chinese; editing another's
   * question → 40003 unless a school admin; another school's → 40004.
   */
  save: endpoint(paths.questionBank.save, {
    body: questionInputSchema,
    data: z.object({ questionId: z.number() }),
  }),
  /** `POST /v1/tiku/question/delete {questionId}`: its author or a school admin; 40003/40004. */
  remove: endpoint(paths.questionBank.remove, {
    body: z.object({ questionId: positiveIdField }),
    data: z.object({}),
  }),
  /** `POST /v1/tiku/question/share {questionId}`: a personal question goes to the current school. */
  share: endpoint(paths.questionBank.share, {
    body: z.object({ questionId: positiveIdField }),
    data: z.object({ questionId: z.number(), scope: z.literal('school') }),
  }),
  /**
   * `POST /v1/tiku/question/import` (multipart: fields `period`, `subject`, `grade`,
   * `knowledgePointId`, `difficulty`, optional `scope`, then one `.docx` in `file`): each numbered
   * question is stored in the school bank with those defaults; the others are listed with why.
   */
  importDocx: endpoint(paths.questionBank.importDocx, {
    data: z.object({
      imported: z.number(),
      questionIds: z.array(z.number()),
      skipped: z.array(z.object({ number: z.number(), reason: z.string() })),
      warnings: z.array(z.string()),
    }),
  }),
  /** `POST /v1/tiku/textbook/tree {period, subject}`: 教材版本 › 册 › 单元 › 课, with each node's points. */
  textbookTree: endpoint(paths.questionBank.textbookTree, {
    body: z.object({ period: intField(1, 99, 2), subject: intField(1, 99, 2) }),
    data: z.object({ list: z.array(textbookNodeSchema) }),
  }),
  /**
   * `POST /v2/agent/resource/details {resources: [{type, id}]}` (1–20): bank questions and exam
   * papers by id, whole, in the order asked, for an assistant or another front end that refers
   * to them (docs/questionBank.md "Resource details"). What the caller may not see, or what does
   * not exist, is listed in `missing` (the two are not told apart). Questions need a school
   * (40003, like the bank); papers are the caller's own or shared to their school.
   */
  resourceDetails: endpoint(paths.questionBank.resourceDetails, {
    body: z.object({
      resources: z
        .array(
          z.object({
            type: z.enum(['question', 'paper'], { message: '取值无效' }),
            id: positiveIdField,
          }),
        )
        .min(1)
        .max(20),
    }),
    data: z.object({
      list: z.array(
        z.discriminatedUnion('type', [
          z.object({
            type: z.literal('question'),
            id: z.number(),
            /** The stem as plain text, at most 60 characters (for a citation). */
            title: z.string(),
            question: bankQuestionSchema,
          }),
          z.object({
            type: z.literal('paper'),
            id: z.number(),
            title: z.string(),
            paper: paperResourceSchema,
          }),
        ]),
      ),
      missing: z.array(z.object({ type: z.enum(['question', 'paper']), id: z.number() })),
    }),
  }),
  /**
   * `POST /v1/tiku/question/generate`: drafts of an `aiquestion` app for the teacher to review
   * (`mode` model), or without a model questions picked from the bank by the same form (`mode`
   * bank, said in `note`). Unknown knowledge points → 40001.
   */
  generate: endpoint(paths.questionBank.generate, {
    body: generateBodySchema,
    data: z.object({
      mode: z.enum(['model', 'bank']),
      note: z.string(),
      list: z.array(questionDraftSchema),
    }),
  }),
  /**
   * `POST /v1/tiku/question/filters {period?, subject?, scope}`: the years (newest first) and
   * regions (in `REGIONS` order) the listed questions of that 学段/学科 carry, for the 年份/地区
   * filters. A member of a school (40003 otherwise), like the list.
   */
  filterOptions: endpoint(paths.questionBank.filterOptions, {
    body: z.object({
      period: periodField,
      subject: subjectField,
      scope: z
        .enum(['platform', 'school', 'personal'], { message: '取值无效' })
        .default('platform'),
    }),
    data: z.object({ years: z.array(z.number()), regions: z.array(z.string()) }),
  }),
  /**
   * `POST /v1/tiku/question/image {fileId}`: the teacher's uploaded image (`/v1/file/upload`, kind
   * `image`) as its same-origin link and the markup the editor inserts (`![图片](/oss/…)`); another
   * teacher's file or a file that is not an image → 40001.
   */
  imageLink: endpoint(paths.questionBank.imageLink, {
    body: z.object({ fileId: uuidField }),
    data: z.object({ url: z.string(), markup: z.string() }),
  }),
  /** 收藏 and 相似题 (`./questionBankShelf`). */
  ...questionBankShelf,
} as const;
