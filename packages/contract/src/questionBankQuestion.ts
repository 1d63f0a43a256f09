/** A question as the bank answers it (every list, the detail, resource details). */
import { QUESTION_TYPE_IDS } from '@aita/core';
import { z } from 'zod';

/** A question as the bank shows it. Texts are rich text with `$…$` math. */
const bankQuestionBase = z.object({
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
  /** 地区 of the source (全国 or a province), or null. */
  region: z.string().nullable(),
  /** 认知层次 1–4 (COGNITIVE_LEVELS) or null. */
  cognitiveLevel: z.number().nullable(),
  /** The textbook lesson id, or null. */
  chapterId: z.string().nullable(),
  scope: z.enum(['platform', 'school', 'personal']),
  /** Who added a school or personal question (null for the platform's). */
  authorName: z.string().nullable(),
  createdAt: z.number(),
  /** 1 when the viewer may edit or remove it (its author, or an admin of its school). */
  canEdit: z.number(),
  /** 1 when the viewer has starred it (收藏). */
  isFavourite: z.number(),
});

/** A question as the bank shows it; a 阅读/材料题 carries its sub-questions (小题) in order. */
export const bankQuestionSchema = bankQuestionBase.extend({
  /** The sub-questions of a 阅读/材料题 (each without sub-questions of its own); empty otherwise. */
  children: z.array(bankQuestionBase.extend({ children: z.array(z.never()) })),
});
