import type { Difficulty, Question, QuestionType } from '@aita/core';

/** A seeded platform question: the model plus a stable key (so re-seeding inserts nothing twice). */
export interface SeedQuestion extends Question {
  seedKey: string;
}

/** Year the seeded questions were written. */
const SEED_YEAR = 2026;

/** One seeded 数学 question, positional to keep the data files readable. */
export function seedQuestion(
  period: number,
  seedKey: string,
  knowledgePointIds: string[],
  type: QuestionType,
  difficulty: Difficulty,
  grade: number,
  stem: string,
  options: string[],
  answer: string[],
  analysis: string,
): SeedQuestion {
  return {
    seedKey,
    type,
    difficulty,
    stem,
    options,
    answer,
    analysis,
    knowledgePointIds,
    period,
    subject: 2,
    grade,
    source: '原创',
    year: SEED_YEAR,
  };
}
