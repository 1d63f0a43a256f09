import type { CognitiveLevel, Difficulty, Question, QuestionType } from '@aita/core';

/** A seeded platform question: the model plus a stable key (so re-seeding inserts nothing twice). */
export interface SeedQuestion extends Question {
  seedKey: string;
  /** The sub-questions of a 阅读/材料题 (keys `<group key>.<n>`), stored with the group's id. */
  children?: SeedQuestion[];
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

/** The positional builder of one 学段 and 学科's hand-written questions (one knowledge point each). */
export type SubjectQuestionBuilder = (
  seedKey: string,
  point: string,
  type: QuestionType,
  difficulty: Difficulty,
  grade: number,
  stem: string,
  options: string[],
  answer: string[],
  analysis: string,
) => SeedQuestion;

/** The builder every non-数学 seed file shares: {@link seedQuestion} with its 学段 and 学科. */
export function subjectQuestions(period: number, subject: number): SubjectQuestionBuilder {
  return (seedKey, point, type, difficulty, grade, stem, options, answer, analysis) => ({
    ...seedQuestion(
      period,
      seedKey,
      [point],
      type,
      difficulty,
      grade,
      stem,
      options,
      answer,
      analysis,
    ),
    subject,
  });
}

/**
 * A 阅读/材料题: the passage or material as the stem, a short analysis of the whole (主旨), and
 * its sub-questions in order, each keyed `<key>.<n>` and sharing the group's 学段, 学科 and grade.
 */
export function seedGroup(
  make: SubjectQuestionBuilder,
  seedKey: string,
  point: string,
  difficulty: Difficulty,
  grade: number,
  material: string,
  analysis: string,
  children: SeedQuestion[],
): SeedQuestion {
  return {
    ...make(seedKey, point, 'reading', difficulty, grade, material, [], [], analysis),
    children: children.map((c, i) => ({ ...c, seedKey: `${seedKey}.${i + 1}`, grade })),
  };
}
