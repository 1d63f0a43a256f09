/**
 * Per-question scores of class exams (docs/classroom.md "Per-question scores"): an exam's items
 * taken from one of the teacher's exam papers or typed by hand, scores per item, the total
 * computed. Only the class's teachers: another teacher's exam answers 40003.
 */
import {
  CLASS_STUDENTS_MAX,
  EXAM_ITEM_LABEL_MAX,
  EXAM_ITEMS_MAX,
  ITEM_POINTS_MAX,
  MSG_DUPLICATE_LABEL,
} from '@aita/core';
import { z } from 'zod';
import { examSchema, scoreValue } from './classroom';
import { endpoint } from './endpoint';
import { positiveIdField, textField } from './fields';
import { paths } from './paths';

/** One question of an exam. */
export const examItemSchema = z.object({
  label: z.string(),
  maxScore: z.number(),
  knowledgePoints: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** An exam with its items and every student's item scores (students without a row left out). */
export const examItemsSchema = z.object({
  exam: examSchema,
  /** The linked paper, null when the items were typed by hand or there are none. */
  paperId: z.number().nullable(),
  paperTitle: z.string().nullable(),
  items: z.array(examItemSchema),
  scores: z.array(
    z.object({
      studentId: z.number(),
      score: z.number(),
      /** Null when the score was entered as a total only. */
      items: z.array(z.number().nullable()).nullable(),
    }),
  ),
});

/** A 题号 typed by hand: trimmed, 1..max characters. */
const labelField = textField(EXAM_ITEM_LABEL_MAX * 4)
  .transform((v) => v.trim())
  .refine((v) => v !== '', { message: '题号不能为空' })
  .refine((v) => Array.from(v).length <= EXAM_ITEM_LABEL_MAX, {
    message: `题号不能超过 ${EXAM_ITEM_LABEL_MAX} 个字符`,
  });

/** One exam in the trend across exams: the class's figures against that exam's own lines. */
export const examTrendPointSchema = z.object({
  examId: z.number(),
  name: z.string(),
  examDate: z.string(),
  fullScore: z.number(),
  /** Students with a score. */
  count: z.number(),
  average: z.number().nullable(),
  /** average / fullScore (0..1), null without scores; passRate, excellentRate alike. */
  scoreRate: z.number().nullable(),
  passRate: z.number().nullable(),
  excellentRate: z.number().nullable(),
});

/** The endpoints. */
export const classroomItems = {
  /** `POST /v1/class/exam/items {examId}`: the exam's items and item scores. */
  examItems: endpoint(paths.classroomItems.examItems, {
    body: z.object({ examId: positiveIdField }),
    data: examItemsSchema,
  }),
  /**
   * `POST /v1/class/exam/items/save {examId, paperId} | {examId, items}`: links a paper of the
   * caller (its questions become the items, its total the full score) or sets items by hand
   * (`[]` returns to total-only). Refused once scores are entered.
   */
  saveExamItems: endpoint(paths.classroomItems.saveExamItems, {
    body: z
      .object({
        examId: positiveIdField,
        paperId: positiveIdField.optional(),
        items: z
          .array(
            z.object({
              label: labelField,
              maxScore: scoreValue.refine((v) => v > 0, { message: '满分应大于 0' }),
            }),
          )
          .max(EXAM_ITEMS_MAX, { message: `不能超过 ${EXAM_ITEMS_MAX} 道题` })
          .refine((items) => new Set(items.map((i) => i.label)).size === items.length, {
            message: MSG_DUPLICATE_LABEL,
          })
          .optional(),
      })
      .refine((b) => (b.paperId === undefined) !== (b.items === undefined), {
        message: '请选择试卷或填写小题（二选一）',
        path: ['paperId'],
      }),
    data: examItemsSchema,
  }),
  /**
   * `POST /v1/class/exam/items/scores {examId, scores: [{studentId, items}]}`: each student's
   * cells in item order (null: empty; all empty clears the student). All or nothing.
   */
  saveItemScores: endpoint(paths.classroomItems.saveItemScores, {
    body: z.object({
      examId: positiveIdField,
      scores: z
        .array(
          z.object({
            studentId: positiveIdField,
            items: z
              .array(scoreValue.nullable())
              .max(EXAM_ITEMS_MAX, { message: `不能超过 ${EXAM_ITEMS_MAX} 道题` }),
          }),
        )
        .max(CLASS_STUDENTS_MAX, { message: `不能超过 ${CLASS_STUDENTS_MAX} 人` }),
    }),
    data: z.object({ saved: z.number() }),
  }),
  /**
   * `POST /v1/class/exam/items/knowledge {examId, items: [{knowledgePointIds}]}`: the knowledge
   * points of every item, in item order (typed-by-hand items get theirs here; a linked paper's
   * may be corrected). Allowed with scores entered: the points do not change what was scored.
   */
  saveItemPoints: endpoint(paths.classroomItems.saveItemPoints, {
    body: z.object({
      examId: positiveIdField,
      items: z
        .array(
          z.object({
            knowledgePointIds: z
              .array(z.string().trim().min(1).max(100))
              .max(ITEM_POINTS_MAX, { message: `每道题最多 ${ITEM_POINTS_MAX} 个知识点` }),
          }),
        )
        .max(EXAM_ITEMS_MAX, { message: `不能超过 ${EXAM_ITEMS_MAX} 道题` }),
    }),
    data: examItemsSchema,
  }),
  /** `POST /v1/class/exam/trend {classId}`: the class's exams oldest first with their figures. */
  examTrend: endpoint(paths.classroomItems.examTrend, {
    body: z.object({ classId: positiveIdField }),
    data: z.object({ list: z.array(examTrendPointSchema) }),
  }),
};
