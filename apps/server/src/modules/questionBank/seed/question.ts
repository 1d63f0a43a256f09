import type { CognitiveLevel, Difficulty, Question, QuestionType } from '@aita/core';

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
    cognitiveLevel: firstPassLevel(type, difficulty),
  };
}

/**
 * A first-pass 认知层次 for the hand-written questions (docs/questionBank.md "Seed"): from the
 * difficulty, with 解答题 at least 掌握. Not a reviewed level per question; the editor changes it.
 */
export function firstPassLevel(type: QuestionType, difficulty: Difficulty): CognitiveLevel {
  const level = difficulty <= 1 ? 1 : difficulty === 2 ? 2 : difficulty === 3 ? 3 : 4;
  return (type === 'solution' ? Math.max(level, 3) : level) as CognitiveLevel;
}
