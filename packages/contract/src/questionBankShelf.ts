/**
 * 收藏 and 相似题 of the question bank (docs/questionBank.md "Favourites and similar questions"):
 * a teacher stars questions and lists them, and asks for questions like one. Part of the
 * `questionBank` area (spread into it).
 */
import {
  DIFFICULTY_MAX,
  DIFFICULTY_MIN,
  QUESTION_PAGE_SIZE,
  QUESTION_PAGE_SIZE_MAX,
  QUESTION_TYPE_IDS,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { intField, optionalIntField, positiveIdField } from './fields';
import { paths } from './paths';
import { bankQuestionSchema } from './questionBankQuestion';

/** 1 stars, 0 removes the star (also as a string). */
const favouriteStatusField = z
  .unknown()
  .optional()
  .transform((v) => (v === '1' ? 1 : v === '0' ? 0 : v))
  .refine((v) => v === 1 || v === 0, { message: '只能为 1（收藏）或 0（取消收藏）' })
  .transform((v) => v as 0 | 1);

/** The bank's 收藏 and 相似题 endpoints. */
export const questionBankShelf = {
  /**
   * `POST /v1/tiku/question/favourite {questionId, status}`: 1 stars the question, 0 removes the
   * star; asking twice changes nothing. A question the teacher may not see → 40004; no school →
   * 40003 (like the bank).
   */
  favourite: endpoint(paths.questionBank.favourite, {
    body: z.object({ questionId: positiveIdField, status: favouriteStatusField }),
    data: z.object({ questionId: z.number(), isFavourite: z.number() }),
  }),
  /**
   * `POST /v1/tiku/question/favourites {period?, subject?, type?, difficulty?, page, pageSize}`:
   * the teacher's starred questions they may still see, of that 学段, 学科, type and difficulty
   * when given, the most recently starred first.
   */
  favourites: endpoint(paths.questionBank.favourites, {
    body: z.object({
      period: optionalIntField(1, 99),
      subject: optionalIntField(1, 99),
      type: z.enum(QUESTION_TYPE_IDS, { message: '取值无效' }).optional(),
      difficulty: optionalIntField(DIFFICULTY_MIN, DIFFICULTY_MAX),
      page: intField(1, 10_000, 1),
      pageSize: intField(1, QUESTION_PAGE_SIZE_MAX, QUESTION_PAGE_SIZE),
    }),
    data: z.object({ list: z.array(bankQuestionSchema), total: z.number() }),
  }),
  /**
   * `POST /v1/tiku/question/similar {questionId}`: at most 10 questions the teacher may see, of
   * the same 学段 and 学科, sharing a knowledge point with it, best first (core's
   * `rankSimilarQuestions`); 40004 when the question is not visible.
   */
  similar: endpoint(paths.questionBank.similar, {
    body: z.object({ questionId: positiveIdField }),
    data: z.object({ list: z.array(bankQuestionSchema) }),
  }),
} as const;
